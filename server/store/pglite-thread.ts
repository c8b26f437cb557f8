import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts PGlite in its own thread (pglite-worker.mjs), serving DATA_DIR/pglite on a Unix socket that
 * only this account can reach, and resolves with what `pg` needs to connect to it.
 */
export type PgliteThread = {
  /** `pg`'s `host` for a Unix socket: the folder holding `.s.PGSQL.<port>`. */
  socketDir: string;
  port: number;
  /** Closes the database (a clean checkpoint) and ends the thread. */
  close: () => Promise<void>;
  /** Called once if the thread dies on its own (a WebAssembly abort, out of memory). */
  onUnexpectedExit: (listener: (reason: string) => void) => void;
};

const workerFile = new URL('./pglite-worker.mjs', import.meta.url);
const socketPort = 5432;
/** A Unix socket's path is limited to 107 bytes on Linux (103 on macOS). */
const maxSocketPath = 100;

/** Where the socket goes: in DATA_DIR when its path is short enough, else in a private temporary folder. */
function socketFolder(dataDir: string): { dir: string; remove: () => void } {
  // Absolute: `pg` reads a host that does not start with "/" as a host name (DATA_DIR is ./data by default).
  const inside = resolve(dataDir, 'run');
  if (join(inside, `.s.PGSQL.${socketPort}`).length <= maxSocketPath) {
    // A socket left by a process that did not stop: the caller holds the store's lock, so nobody serves it.
    rmSync(inside, { recursive: true, force: true });
    mkdirSync(inside, { mode: 0o700 });
    return { dir: inside, remove: () => rmSync(inside, { recursive: true, force: true }) };
  }
  const outside = mkdtempSync(join(tmpdir(), 'volta-pglite-'));
  return { dir: outside, remove: () => rmSync(outside, { recursive: true, force: true }) };
}

/** Runs PGlite's initdb for a new store in a child process, which then ends and gives back what it used. */
export async function createPgliteDatabase(dataPath: string): Promise<void> {
  const child = fork(fileURLToPath(workerFile), [dataPath], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  let outcome: { created?: true; failed?: string } = {};
  child.on('message', (message: typeof outcome) => (outcome = message));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (!outcome.created) throw new Error(`The embedded store could not be created: ${outcome.failed ?? `exit code ${code}`}.`);
}

/**
 * A new store's database, made and migrated by the server's build (make-new-store.ts): the thread
 * copies it (a fraction of a second) where initdb and the migrations take some 10 s of CPU. Absent
 * when run from source (the tests copy one of their own: server/test/store-dir.ts).
 */
export const newStoreTemplate = fileURLToPath(new URL('./pglite-new', import.meta.url));

export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  const dataPath = join(dataDir, 'pglite');
  const isNew = !existsSync(join(dataPath, 'PG_VERSION'));
  // A folder without a database (an initdb cut short) is left to initdb, as it always was.
  const template = isNew && !existsSync(dataPath) && existsSync(join(newStoreTemplate, 'PG_VERSION')) ? newStoreTemplate : undefined;
  if (isNew && !template) await createPgliteDatabase(dataPath);
  const folder = socketFolder(dataDir);
  const socketPath = join(folder.dir, `.s.PGSQL.${socketPort}`);
  const worker = new Worker(workerFile, { workerData: { dataPath, socketPath, template } });
  let closing = false;
  const exitListeners: ((reason: string) => void)[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { ready?: true; failed?: string }) =>
        message.ready ? resolve() : reject(new Error(`The embedded store could not open: ${message.failed}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded store's thread ended (${code}) while opening.`)));
    });
  } catch (error) {
    await worker.terminate();
    folder.remove();
    throw error;
  }
  // Only these: the Worker keeps internal listeners of its own (newListener) that must stay.
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
  const died = (reason: string) => {
    if (closing) return;
    closing = true;
    for (const listener of exitListeners) listener(reason);
  };
  worker.on('error', (error) => died(error.message));
  worker.on('exit', (code) => died(`exit code ${code}`));
  return {
    socketDir: folder.dir,
    port: socketPort,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    close: async () => {
      if (closing) return;
      closing = true;
      await new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
        worker.postMessage('close');
      });
      await worker.terminate();
      folder.remove();
    },
  };
}
