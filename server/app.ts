import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { limits } from '../src/contracts/limits';
import { company } from '../src/content/company';
import { limitDefaults, type ServerConfig } from './config';
import { logOptions, RequestLog } from './log';
import { errorHandler, HttpProblem, sendProblem } from './problem';
import type { MailWorker } from './mail/worker';
import { registerMetrics } from './ops/metrics';
import { opsRoutes } from './ops/ops-routes';
import { applicationStatusRoutes } from './routes/application-status';
import { articleRoutes } from './routes/articles';
import { contactRoutes } from './routes/contact';
import { jobRoutes } from './routes/jobs';
import { apiDescriptionRoutes } from './routes/openapi';
import { unknownApiRoutes } from './routes/unknown-api';
import { registerSecurityHeaders } from './security';
import { readSiteFiles } from './site/site-files';
import { createPageRenderer, type RecordKind } from './site/page-renderer';
import { registerDiscovery } from './site/discovery';
import { registerMedia } from './site/media';
import { sitePlugin } from './site/site';
import { staffPlugin } from './staff/staff-plugin';
import type { Store } from './store/open-store';
import { answerClientError, connectionGone, cutSilentConnections } from './time-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tell the app the store's vacancies or articles changed: rendered pages are dropped. */
    storeChanged: () => void;
  }
}

export type AppOptions = {
  config: Pick<ServerConfig, 'distDir' | 'trustProxy' | 'rateLimitMax' | 'logLevel'> &
    Partial<
      Pick<
        ServerConfig,
        'getRateLimitMax' | 'bodyTimeoutMs' | 'requestTimeoutMs' | 'metricsToken' | 'publicOrigin' | 'acknowledge' | 'accessLog'
      >
    >;
  store: Store;
  /** The outbox's worker, whose state `/readyz` reports (none: "off"). */
  mailWorker?: Pick<MailWorker, 'state'>;
  /** Shared rate-limit counters for several instances (REDIS_URL). */
  redis?: Redis;
  /** Overrides the log destination (tests read what is logged). */
  logger?: FastifyServerOptions['logger'];
};

/** The origin of an absolute apiBaseUrl in the shipped frontend-config.json, which the CSP must allow. */
function apiOrigins(distDir: string): string[] {
  try {
    const { apiBaseUrl } = JSON.parse(readFileSync(join(distDir, 'frontend-config.json'), 'utf8')) as { apiBaseUrl?: unknown };
    return typeof apiBaseUrl === 'string' && /^https?:\/\//.test(apiBaseUrl) ? [new URL(apiBaseUrl).origin] : [];
  } catch {
    return [];
  }
}

/**
 * Which proxies' X-Forwarded-For entries are believed: the client is the address that many hops from
 * the right, or the first from the right that is not one of the listed proxies. Fastify 5.12 trusts no
 * one for a bare number (a direct client could claim any address), so the hops go as a function: the
 * port must then be reachable through the proxies only (README: "Configuration").
 */
function trustedProxies(trust: ServerConfig['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** How long a client is asked to wait before it tries again when this process is stopping. */
const retryAfterShutdownSeconds = 5;

/**
 * Once the app is closing, every new request is answered with a 503 problem and every answer closes
 * its connection (a keep-alive client would otherwise hold the closing server open).
 */
function registerShutdownAnswers(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks (here and below): an async one costs every answer a promise and a microtask.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    sendProblem(
      reply.header('retry-after', String(retryAfterShutdownSeconds)),
      503,
      'The server is restarting; try again in a few seconds.',
    );
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** The whole site and its API as one Fastify app (tests drive it with inject). */
export async function buildApp({ config, store, redis, logger, mailWorker }: AppOptions) {
  const site = readSiteFiles(config.distDir);
  const { bodyTimeoutMs = limitDefaults.bodyTimeoutMs, requestTimeoutMs = limitDefaults.requestTimeoutMs } = config;
  const app = Fastify({
    logger: logger ?? logOptions(config.logLevel),
    logController: new RequestLog(config.accessLog ?? false),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Answers during shutdown are problems (below), not Fastify's own JSON.
    return503OnClosing: false,
    // Time limits: no silence longer than BODY_TIMEOUT while a request arrives (cutSilentConnections),
    // its headers within BODY_TIMEOUT, the whole of it within REQUEST_TIMEOUT (Node checks each second).
    connectionTimeout: bodyTimeoutMs,
    requestTimeout: requestTimeoutMs,
    // Node refuses an HTTP/1.1 request without Host with an empty 400: the hook below answers a problem.
    http: { headersTimeout: Math.min(bodyTimeoutMs, requestTimeoutMs), connectionsCheckingInterval: 1000, requireHostHeader: false },
    clientErrorHandler: answerClientError,
    // A malformed address or header never reaches a route: answer it in the same problem shape.
    frameworkErrors: (error, _request, reply) => sendProblem(reply, error.statusCode ?? 400, error.message),
  });
  // First, so that every request is counted, those refused by a hook included.
  const metrics = registerMetrics(app, store);
  cutSilentConnections(app, bodyTimeoutMs);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return done();
    sendProblem(reply.header('connection', 'close'), 400, 'An HTTP/1.1 request needs a Host header.');
  });
  // Only JSON and multipart bodies are accepted; anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: Parameters<typeof errorHandler>[0], request, reply) => {
    // The connection was closed (the client went, or a time limit cut it): nobody reads an answer.
    if (connectionGone(request)) {
      request.log.info({ code: (error as { code?: unknown }).code }, 'the connection closed before the answer');
      return reply.send();
    }
    return errorHandler(error, request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendProblem(reply, 404, `Nothing answers ${request.method} here.`));
  registerShutdownAnswers(app);
  // API answers are never stored by a browser or a cache in between, refusals included.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  registerSecurityHeaders(app, {
    scriptHashes: site.scriptHashes,
    connectOrigins: apiOrigins(config.distDir),
    behindTls: config.trustProxy !== false,
  });
  const tooMany = (_request: unknown, context: { after: string }) =>
    new HttpProblem(429, `Too many requests; try again in ${context.after}.`);
  // A request whose connection closed before its hooks ran has no address any more: it is not counted.
  const clientAddress = (request: FastifyRequest) => request.ip ?? 'gone';
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: clientAddress,
    // Every POST counts against its client address (GETs have their own limit, below).
    allowList: (request) => request.method !== 'POST' || request.ip === undefined,
    ...(redis ? { redis, nameSpace: 'volta-rate-limit:' } : {}),
    // A Redis outage must not turn visitors away: the request goes through uncounted.
    skipOnError: true,
    errorResponseBuilder: tooMany,
  });
  // A generous limit on reading, counted in this process (it protects this process's time), so that a
  // flood from one address (random record ids) cannot starve everyone else. Files under /assets/ and
  // /media/ are not counted: their names change with their content, browsers keep them a year, they
  // cost a lookup in memory.
  await app.register(rateLimit, {
    global: true,
    max: config.getRateLimitMax ?? limitDefaults.getRateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: clientAddress,
    allowList: (request) =>
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/media/') ||
      request.ip === undefined,
    errorResponseBuilder: tooMany,
  });
  await app.register(multipart, {
    limits: {
      fileSize: limits.largestUploadBytes,
      files: 2,
      fields: 20,
      parts: 30,
      fieldSize: 16 * 1024,
      headerPairs: 50,
    },
  });

  // The API's paths and methods, so that a wrong method on a real path is a 405, not a 404.
  const methodsByPath = new Map<string, string[]>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    methodsByPath.set(route.url, [...(methodsByPath.get(route.url) ?? []), ...methods]);
  });
  // The team's mails name SALES_EMAIL and HR_EMAIL, read by the mail worker when it sends them; the
  // visitor's "we received it" mail goes unless ACKNOWLEDGE=0.
  const mail = { acknowledge: config.acknowledge ?? true, siteOrigin: config.publicOrigin ?? company.siteUrl };
  await app.register(contactRoutes, { store, mail });
  await app.register(jobRoutes, { store, mail });
  await app.register(applicationStatusRoutes, { store });
  await app.register(articleRoutes, { store });
  await app.register(apiDescriptionRoutes);
  await app.register(opsRoutes, { store, metrics, mailWorker, metricsToken: config.metricsToken });
  await app.register(unknownApiRoutes, { methodsByPath });
  // The origin of absolute URLs (canonical links, the sitemap, the feed, share tags): the build's unless PUBLIC_ORIGIN says otherwise.
  const origin = config.publicOrigin ?? company.siteUrl;
  await app.register(staffPlugin, {
    store,
    distDir: config.distDir,
    publicOrigin: origin,
    configuredOrigin: config.publicOrigin,
    production: process.env.NODE_ENV === 'production',
    storeChanged: () => app.storeChanged(),
  });
  const discovery = registerDiscovery(app, { db: store.db, clock: store.clock, routes: site.routes, origin });
  const media = registerMedia(app, store);
  const templatePages = Object.fromEntries(site.records.map((record) => [record.kind, record.page]));
  const renderer = site.records.length
    ? await createPageRenderer(config.distDir, store, templatePages as Record<RecordKind, string>, { origin })
    : undefined;
  await app.register(sitePlugin, { distDir: config.distDir, site, renderer, origin: { built: company.siteUrl, public: origin } });
  app.decorate('storeChanged', () => {
    renderer?.invalidate();
    discovery.invalidate();
    media.invalidate();
  });
  return app;
}
