import { chmodSync, rmSync } from 'node:fs';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Store } from '../store/open-store';
import { BadInputError, NotAllowedError, NotFoundError } from '../domain/errors';
import { execute, storeCommandNamed } from './execute';
import { adminSocketPath, maxPictureBytes } from './protocol';

/**
 * The running server's door for `npm run admin`: PGlite lets one process open a data directory, so
 * while the server has it the CLI asks the server to run its command. A second, small Fastify
 * instance on a Unix socket in the data directory (only its owner may connect): POST /admin/run takes
 * any command of ./commands/ by name with its request and who runs it, and runs it as the CLI would
 * have (execute.ts); POST /admin/ping says the server is there. Answers are JSON (files are named by
 * their content address: the CLI reads them from DATA_DIR/files); a refusal is `{ error: sentence }`
 * with 400 (bad arguments), 403 (not allowed) or 404 (no such id).
 */

const invocation = z.object({
  command: z.string(),
  request: z.unknown(),
  as: z.optional(z.string()),
  /** The CLI's login name: the socket is its owner's only, so the server takes its word. */
  login: z.string().check(z.minLength(1)),
});

export type AdminSocketOptions = {
  /** The main app: its rendered pages are dropped after a change to vacancies or articles. */
  app: Pick<FastifyInstance, 'storeChanged'>;
  store: Store;
  dataDir: string;
  log: FastifyBaseLogger;
};

/** Listens on DATA_DIR/admin.sock until closed. Call it once the store is open (the process holds its lock). */
export async function startAdminSocket({
  app,
  store,
  dataDir,
  log,
}: AdminSocketOptions): Promise<{ path: string; close: () => Promise<void> }> {
  const path = adminSocketPath(dataDir);
  // A socket file left by a server that did not stop cleanly: this process holds the store's lock, so
  // no other server is behind it.
  rmSync(path, { force: true });
  // Large enough for an article's picture (its largest source, in base64).
  const admin = Fastify({ logger: false, bodyLimit: Math.ceil((maxPictureBytes * 4) / 3) + 1024 * 1024 });
  admin.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof NotFoundError) return reply.code(404).send({ error: error.message });
    if (error instanceof NotAllowedError) return reply.code(403).send({ error: error.message });
    if (error instanceof BadInputError) return reply.code(400).send({ error: error.message });
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send({ error: `The request was refused: ${error.message}` });
    log.error({ err: error }, 'admin command failed');
    return reply.code(500).send({ error: `The command failed in the server: ${error.message}` });
  });
  admin.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: 'The admin socket answers POST /admin/run and /admin/ping only.' }),
  );

  admin.post('/admin/ping', async () => ({ result: { kind: store.kind, pid: process.pid } }));
  admin.post('/admin/run', async (request) => {
    const parsed = invocation.safeParse(request.body ?? {});
    if (!parsed.success) throw new BadInputError('The admin socket takes { command, request, login, as? }.');
    const result = await execute(store, parsed.data);
    if ((await storeCommandNamed(parsed.data.command)).changesPages) app.storeChanged();
    log.info({ command: parsed.data.command, as: parsed.data.as ?? null, login: parsed.data.login }, 'admin command done');
    return { result };
  });

  try {
    await admin.listen({ path });
    chmodSync(path, 0o600);
  } catch (error) {
    // The site must not fail to start for its admin door (a DATA_DIR path too long for a socket, say):
    // the CLI then says that the store is in use and the socket does not answer.
    log.warn({ err: error, path }, 'the admin socket could not listen: `npm run admin` cannot reach this server');
    await admin.close();
    return { path, close: async () => undefined };
  }
  log.info({ path }, 'admin socket listening');
  return {
    path,
    close: async () => {
      await admin.close();
      rmSync(path, { force: true });
    },
  };
}
