import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { DataDirLockedError } from '../store/data-dir-lock';
import { openFileStore } from '../store/file-store';
import { openStore, redactUrl, type Store } from '../store/open-store';
import type { Clock } from '../clock';
import { clockOfEnvironment } from '../config';
import { adminSocketPath } from './protocol';
import { BadInputError, NotAllowedError, NotFoundError } from '../domain/errors';
import { execute, storeCommandNamed, type Invocation } from './execute';

/**
 * How the CLI reaches the store, the same whichever way: directly (PostgreSQL, or PGlite when no
 * server has it) or through the running server's admin socket, which runs any command it is sent.
 */
export type AdminConnection = {
  /** Where the commands run, for messages: "PGlite in ./data", "the server running on ./data", ... */
  where: string;
  /** A sentence to print after a change of vacancies or articles, when running servers do not see it at once. */
  afterChange?: string;
  execute(invocation: Invocation): Promise<unknown>;
  /** The bytes of an uploaded file or a picture, streamed from DATA_DIR/files. */
  readFile(sha256: string): Readable;
  close(): Promise<void>;
};

/** The store could not be reached; the message is one sentence for the person at the terminal. */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

function directConnection(store: Store, where: string, afterChange?: string): AdminConnection {
  return {
    where,
    ...(afterChange ? { afterChange } : {}),
    execute: (invocation) => execute(store, invocation),
    readFile: (sha256) => store.files.read(sha256),
    close: () => store.close(),
  };
}

type Answer = { status: number; body: { result?: unknown; error?: string } };

/** One POST to the admin socket; rejects with the connection's error (ENOENT, ECONNREFUSED, ...) or a timeout. */
function post(socketPath: string, path: '/admin/ping' | '/admin/run', args: object, timeoutMs?: number): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(args));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        socketPath,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
        ...(timeoutMs ? { timeout: timeoutMs } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'] });
          } catch {
            reject(new Error(`The server's admin socket answered ${response.statusCode} with something that is not JSON.`));
          }
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The connection over the socket, or null when nothing answers there (no socket file, or a stale one). */
export async function socketConnection(socketPath: string, dataDir: string): Promise<AdminConnection | null> {
  if (!existsSync(socketPath)) return null;
  try {
    const answer = await post(socketPath, '/admin/ping', {}, 3000);
    if (answer.status !== 200) return null;
  } catch {
    return null;
  }
  const where = `the server running on ${dataDir}`;
  return {
    where,
    execute: async (invocation) => {
      const refused = (await storeCommandNamed(invocation.command)).direct?.refusedWhileServed;
      if (refused) throw new BadInputError(`The server running on ${dataDir} ${refused}`);
      let answer: Answer;
      try {
        answer = await post(socketPath, '/admin/run', invocation);
      } catch (error) {
        throw new StoreUnavailableError(
          `The server running on ${dataDir} stopped answering on its admin socket (${(error as Error).message}).`,
        );
      }
      if (answer.status === 200) return answer.body.result;
      const message = answer.body.error ?? `The server answered ${answer.status}.`;
      if (answer.status === 404) throw new NotFoundError(message);
      if (answer.status === 403) throw new NotAllowedError(message);
      if (answer.status === 400) throw new BadInputError(message);
      throw new Error(message);
    },
    // The CLI runs as the server's account (the socket is the owner's only): it reads the files directly.
    readFile: (sha256) => openFileStore(dataDir).read(sha256),
    close: async () => undefined,
  };
}

export type StoreSettings = { databaseUrl?: string; dataDir: string; clock: Clock };

/** DATABASE_URL and DATA_DIR as the server reads them (config.ts), without its other settings. */
export function storeSettings(env: NodeJS.ProcessEnv): StoreSettings {
  const databaseUrl = env.DATABASE_URL?.trim();
  return { dataDir: env.DATA_DIR || './data', clock: clockOfEnvironment(env), ...(databaseUrl ? { databaseUrl } : {}) };
}

/**
 * Reaches the store as the server would: PostgreSQL with DATABASE_URL; else, in DATA_DIR, the running
 * server's admin socket when it answers, or the PGlite directory itself (taking its lock, so that a
 * server starting meanwhile refuses: never two writers).
 */
export async function connect(settings: StoreSettings, { create = false }: { create?: boolean } = {}): Promise<AdminConnection> {
  const { databaseUrl, dataDir, clock } = settings;
  if (databaseUrl) {
    const where = `PostgreSQL at ${redactUrl(databaseUrl)}`;
    // A first connection with a time limit: openStore's pool would wait for an unreachable host for as long as the system does.
    const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    try {
      await probe.connect();
    } catch (error) {
      throw new StoreUnavailableError(`Cannot reach ${where}: ${reason(error)}.`);
    } finally {
      await probe.end().catch(() => undefined);
    }
    try {
      return directConnection(
        await openStore({ databaseUrl, dataDir, clock, seed: false }),
        where,
        // Each server keeps a rendered page for up to a minute; the API lists follow at once.
        'Servers on this database show it on its pages within a minute.',
      );
    } catch (error) {
      throw new StoreUnavailableError(`Cannot open ${where}: ${reason(error)}.`);
    }
  }

  const socketPath = adminSocketPath(dataDir);
  const viaServer = await socketConnection(socketPath, dataDir);
  if (viaServer) return viaServer;
  if (!create && !existsSync(join(dataDir, 'pglite'))) {
    throw new StoreUnavailableError(
      `There is no store in ${dataDir}: start the server once to make it, or set DATA_DIR (or DATABASE_URL) to the store to use.`,
    );
  }
  try {
    return directConnection(await openStore({ dataDir, clock, seed: false }), `PGlite in ${dataDir}`);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new StoreUnavailableError(
        `The store in ${dataDir} is in use by process ${error.pid}, but its admin socket ${socketPath} does not answer; restart the server (a version with the admin socket) or stop it.`,
      );
    }
    throw new StoreUnavailableError(`Cannot open the store in ${dataDir}: ${reason(error)}.`);
  }
}

function reason(error: unknown): string {
  // An AggregateError (every address of the host refused) may have an empty message: its first error tells.
  if (error instanceof AggregateError && !error.message && error.errors.length) return reason(error.errors[0]);
  const message = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code || error.name : String(error);
  return message.replace(/\.$/, '');
}
