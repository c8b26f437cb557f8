import { chmodSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../clock';
import { openStore } from './open-store';
import { newStoreTemplate } from './pglite-thread';
import { prepareSeedArticles } from './seed';
import { writeBuiltSeedArticles } from './seed-articles';

/**
 * `node dist-server/make-new-store.js`, run by the server's build once the bundle is written
 * (server/vite.config.ts): makes once, with the server's own code, what a new store's first start
 * would otherwise make: the seed's articles prepared, pictures and all (seed-articles.ts), and a
 * migrated database to copy (pglite-thread.ts). The database is not seeded: the seed's deadlines
 * count from the day it is written, and its pictures' files go into the store's DATA_DIR/files.
 */
const making = `${newStoreTemplate}.making`;
rmSync(making, { recursive: true, force: true });
rmSync(newStoreTemplate, { recursive: true, force: true });

await Promise.all([
  writeBuiltSeedArticles((keep) => prepareSeedArticles(keep, availableParallelism())),
  openStore({ dataDir: making, seed: false, clock: systemClock }).then((store) => store.close()),
]);
renameSync(join(making, 'pglite'), newStoreTemplate);
rmSync(making, { recursive: true, force: true });

// A build's ordinary modes, whatever PGlite gave its files: anyone may read it (the account that runs
// the server may not be the one that built it), only its owner may change it. Copies are tightened.
for (const name of ['', ...readdirSync(newStoreTemplate, { recursive: true, encoding: 'utf8' })]) {
  const path = join(newStoreTemplate, name);
  chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
}
