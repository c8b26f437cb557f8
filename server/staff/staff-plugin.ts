import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendProblem } from '../problem';
import type { Store } from '../store/open-store';
import { accountCalls } from './calls-accounts';
import { newsletterCalls } from './calls-newsletter';
import { publishingCalls } from './calls-publishing';
import { recordCalls } from './calls-records';
import { sessionCalls } from './calls-session';
import { ownAccountCalls } from './calls-own-account';
import type { StaffContext } from './guards';

export type StaffOptions = {
  store: Store;
  distDir: string;
  publicOrigin: string;
  /** PUBLIC_ORIGIN as set (unset: the set-up links take the admin's own origin). */
  configuredOrigin: string | undefined;
  /** Secure cookies whatever the request says (NODE_ENV=production). */
  production: boolean;
  /** Tell the app that jobs or articles changed (rendered pages are dropped). */
  storeChanged: () => void;
};

/** The shell served until the staff pages' build (dist/staff/index.html) exists. */
const fallbackShell =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Staff</title></head>' +
  '<body><main><h1>Staff</h1><p>The staff pages are not built.</p></main></body></html>';

/**
 * The staff area (docs/decisions/183-staff-area-server.md): /staff/api/ registered from the staff call
 * table (src/contracts/staff/), and the staff pages' shell at /staff and /staff/*. Every answer under
 * /staff is no-store and noindex; the site's CSP applies to it as to every answer.
 */
export const staffPlugin: FastifyPluginAsync<StaffOptions> = async (app, options) => {
  await app.register(cookie);
  const context: StaffContext = {
    now: options.store.clock,
    publicOrigin: options.publicOrigin,
    configuredOrigin: options.configuredOrigin,
    production: options.production,
  };

  app.addHook('onSend', async (request, reply) => {
    if (request.url === '/staff' || request.url.startsWith('/staff/') || request.url.startsWith('/staff?')) {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
  });

  const shared = { store: options.store, context, storeChanged: options.storeChanged };
  await sessionCalls(app, shared);
  await ownAccountCalls(app, shared);
  await recordCalls(app, shared);
  await publishingCalls(app, shared);
  await newsletterCalls(app, shared);
  await accountCalls(app, shared);

  // Anything else under /staff/api/ is not a call.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/staff/api/*',
    handler: (_request, reply) => sendProblem(reply, 404, 'There is no such staff call.'),
  });

  const shellFile = join(options.distDir, 'staff', 'index.html');
  const shell = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : fallbackShell;
  const sendShell = async (_request: unknown, reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(shell);
  app.get('/staff', sendShell);
  app.get('/staff/*', sendShell);
};
