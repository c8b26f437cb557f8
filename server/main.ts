import { pino } from 'pino';
import { company } from '../src/content/company';
import { clockFromSetting } from './clock';
import { configWarnings, readConfig } from './config';
import { loadEnvFile } from './env-file';
import type { connectRedis } from './redis';
import { openStore } from './store/open-store';

/**
 * `npm start`: reads the settings, opens the store (PGlite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL), migrates and seeds it, and serves the site and its API. On SIGTERM or SIGINT it stops
 * taking requests, lets those in flight finish for SHUTDOWN_GRACE at most, then closes the store.
 */
async function main() {
  // Every file the server creates (the store, uploads, the lock, the admin socket) is its owner's only.
  process.umask(0o077);
  loadEnvFile();
  const config = readConfig();
  // Redis connects while the store opens; its outages are logged once each (server/redis.ts).
  // What is logged before the app exists (the store's faults, Redis's outages).
  const log = pino({ level: config.logLevel });
  const clock = clockFromSetting(config.clockStart);
  if (config.clockStart)
    log.warn({ clockStart: config.clockStart.toISOString() }, 'the clock starts at CLOCK_START, not the real time (tests only)');
  // The app's modules (some 2 s of CPU on this machine) load while the store opens in its thread, and
  // so does the render of the job and article pages (the app reports it if it cannot be loaded).
  void import('./site/page-renderer').then(({ loadSsrModule }) => loadSsrModule(config.distDir)).catch(() => undefined);
  const [store, { buildApp }, { startMailWorker }, { startMailings }, { startAdminSocket }, connectedRedis] = await Promise.all([
    openStore({
      clock,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      ownerDatabaseUrl: config.databaseOwnerUrl,
      log,
      // The embedded store's thread died: its state is unknown, so the process ends for its supervisor to restart it.
      onStoreLost: (reason) => {
        log.fatal({ reason }, 'the embedded store stopped; exiting');
        process.exit(1);
      },
    }),
    import('./app'),
    import('./mail/worker'),
    import('./domain/mailings'),
    import('./admin/admin-socket'),
    connectRedisIfSet(config.redisUrl, log),
  ]);
  const redis = connectedRedis?.client;
  // Sends the team's e-mails from the outbox (keeps them there without SMTP_URL).
  const mailWorker = startMailWorker({
    db: store.db,
    now: store.clock,
    files: store.files,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    recipients: { SALES_EMAIL: config.salesEmail, HR_EMAIL: config.hrEmail },
    log,
  });
  // Queues the newsletter's issues at the configured rate, and the job alerts, into the outbox.
  const mailings = startMailings({
    db: store.db,
    site: config.publicOrigin ?? company.siteUrl,
    rate: config.newsletterRate,
    now: store.clock,
    log,
  });
  const app = await buildApp({ config, store, redis, mailWorker });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  // `npm run admin` goes through this socket while this server holds the PGlite directory.
  const admin = store.kind === 'pglite' ? await startAdminSocket({ app, store, dataDir: config.dataDir, log: app.log }) : undefined;
  app.addHook('preClose', async () => {
    await admin?.close();
  });
  // Fastify runs onClose hooks after its server has closed, that is after every request in flight
  // has been answered: only then are the mail worker stopped and the store closed.
  app.addHook('onClose', async () => {
    await mailings.stop();
    await mailWorker.stop();
    await store.close();
    redis?.disconnect();
  });

  let stopping = false;
  // Once stopping, new requests get a 503 problem and each answer closes its connection (server/app.ts).
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight, then closing the store');
    // A client that stalls or a request that never ends must not hold the stop up: after the grace,
    // what is still open is closed (the onClose hooks then stop the mail worker and close the store).
    const grace = setTimeout(() => {
      app.log.warn(`stopping: requests still open after ${config.shutdownGraceMs / 1000} s are cut`);
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    const last = setTimeout(() => {
      app.log.error('stopping: the store did not close in time; exiting without it');
      process.exit(1);
    }, config.shutdownGraceMs + lastResortMs);
    await app.close();
    clearTimeout(grace);
    clearTimeout(last);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  // Without its offline queue, Redis refuses commands until it is ready, and the rate limit lets
  // such requests through uncounted: wait for it (a while) before taking any.
  if (connectedRedis && !(await connectedRedis.ready(redisReadyTimeoutMs))) {
    app.log.warn(`Redis is not ready after ${redisReadyTimeoutMs / 1000} s: POSTs are not rate-limited until it is.`);
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info({ store: store.kind, location: store.location }, 'store open');
  // The URL on its own line, for the person who ran npm start.
  process.stdout.write(`\nThe site is running at http://${shownHost}:${port}/ (store: ${store.kind}, ${store.location})\n\n`);
}

/** Redis's client (ioredis) is loaded only when REDIS_URL is set; it connects at once. */
async function connectRedisIfSet(url: string | undefined, log: Parameters<typeof connectRedis>[1]) {
  if (!url) return undefined;
  const { connectRedis, redisReady } = await import('./redis');
  const client = connectRedis(url, log);
  return { client, ready: (ms: number) => redisReady(client, ms) };
}

const redisReadyTimeoutMs = 10_000;
/** After the grace and the cut, what closing the store and the mail worker may take. */
const lastResortMs = 5_000;

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
