/**
 * The embedded store's own thread: PGlite (PostgreSQL compiled to WebAssembly) opens DATA_DIR/pglite here
 * and answers the PostgreSQL wire protocol on a Unix socket, so that its work (a query, a checkpoint)
 * never holds the server's event loop, and the server talks to it with `pg` as it does to PostgreSQL.
 * Plain JavaScript: the same file runs under the tests (from source) and from dist-server.
 */
import { setTimeout } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataPath, socketPath } = workerData;

try {
  const db = await PGlite.create(dataPath);
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
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
