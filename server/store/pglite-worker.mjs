/**
 * The embedded store's own thread: PGlite (PostgreSQL compiled to WebAssembly) opens DATA_DIR/pglite here
 * and answers the PostgreSQL wire protocol on a Unix socket, so that its work (a query, a checkpoint)
 * never holds the server's event loop, and the server talks to it with `pg` as it does to PostgreSQL.
 * Plain JavaScript: the same file runs under the tests (from source) and from dist-server.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// A worker thread serving the store, or (for a new store) a short-lived child process that creates it.
const createOnly = !parentPort;
const { dataPath, socketPath, template } = createOnly ? { dataPath: process.argv[2] } : workerData;
const report = (message) => (createOnly ? process.send(message) : parentPort.postMessage(message));
/**
 * The site's data is small: 32 MB of shared buffers instead of PostgreSQL's 128 keeps the thread's
 * memory near 170 MB (PGlite's WebAssembly memory cannot shrink once grown).
 */
const postgresqlconf = 'shared_buffers = 32MB';

try {
  if (template && !existsSync(dataPath)) copyTemplate();
  const db = await PGlite.create(dataPath, { postgresqlconf });
  if (createOnly) {
    // A new store: initdb's memory (some 800 MB) would stay with the process that ran it, so a child
    // process runs it and ends, and the server's thread opens the store it made.
    await db.close();
    report({ created: true });
  } else {
    await serve(db);
  }
} catch (error) {
  report({ failed: error instanceof Error ? error.message : String(error) });
}

/**
 * A new store from the database the build made (server/store/make-new-store.ts), copied here, off the
 * thread that loads the server's modules meanwhile. Copied beside it, then renamed into place: a crash
 * mid-copy leaves no half database, only a sibling the next start removes.
 */
function copyTemplate() {
  const partial = `${dataPath}.new`;
  rmSync(partial, { recursive: true, force: true });
  copyPrivately(template, partial);
  renameSync(partial, dataPath);
}

/** The store's modes from the start: folders 0700, files 0600 (server/store/data-dir.ts). */
function copyPrivately(from, to) {
  mkdirSync(to, { mode: 0o700 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) {
      copyPrivately(source, target);
    } else {
      copyFileSync(source, target);
      chmodSync(target, 0o600);
    }
  }
}

async function serve(db) {
  // One connection: PGlite is one session, and a second client's statements would interleave with a
  // transaction's between its messages. The server's pool holds one connection and queues the rest.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    // The socket server waits for its connections to end; the pool has closed them, but do not let a
    // straggler keep the database from closing cleanly.
    await Promise.race([server.stop(), setTimeout(1000)]);
    await db.close();
    parentPort.postMessage({ closed: true });
  });
  parentPort.postMessage({ ready: true });
}
