import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { siteRoutes, siteRoutesFile } from '../../src/route-table/build-facts';
import { buildApp } from '../app';
import { logOptions } from '../log';
import { openStore, type Store } from '../store/open-store';
import { applicationFiles, applications, contactMessages, subscriptions } from '../store/schema';
import { createTestDatabase } from './services';
import { newStoreDir } from './store-dir';
import { suiteClock } from './suite-clock';
import type { Clock } from '../clock';

export type StoreKind = 'pglite' | 'postgres';

/** The smallest built site the app needs to start: the API tests do not depend on a real build. */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'volta-dist-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, '200.html'), '<!doctype html><title></title>');
  // The routes of the real build but those the server renders from the store (this site has no SSR module).
  writeFileSync(join(dir, siteRoutesFile), JSON.stringify(siteRoutes.filter((route) => !route.record)));
  writeFileSync(join(dir, '.vite', 'csp.json'), JSON.stringify({ scriptHashes: [] }));
  return dir;
}

/**
 * A fresh store of the given kind (a temporary PGlite directory, or a new PostgreSQL database), on the
 * suite's clock unless given another (a test that moves time).
 */
export async function openTestStore(
  kind: StoreKind,
  { clock = suiteClock() }: { clock?: Clock } = {},
): Promise<{ store: Store; dispose: () => Promise<void> } | null> {
  if (kind === 'pglite') {
    const dataDir = newStoreDir('volta-data-');
    const store = await openStore({ dataDir, clock });
    return {
      store,
      dispose: async () => {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createTestDatabase();
  if (!database) return null;
  // PostgreSQL keeps the rows; the uploaded files are in DATA_DIR/files all the same.
  const dataDir = mkdtempSync(join(tmpdir(), 'volta-files-'));
  const store = await openStore({ dataDir, databaseUrl: database.url, clock });
  return {
    store,
    dispose: async () => {
      await store.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function testApp(
  store: Store,
  options: { distDir?: string; rateLimitMax?: number; acknowledge?: boolean; trustProxy?: number | false; publicOrigin?: string } = {},
) {
  const distDir = options.distDir ?? fakeDist();
  const app = await buildApp({
    config: {
      distDir,
      trustProxy: options.trustProxy ?? false,
      rateLimitMax: options.rateLimitMax ?? 10_000,
      logLevel: 'silent',
      acknowledge: options.acknowledge ?? true,
      publicOrigin: options.publicOrigin,
    },
    store,
    logger: false,
  });
  await app.ready();
  return app;
}

/**
 * The app on `store` for the tests of one describe block: built before them; after them it is closed
 * and the store disposed of.
 */
export function appForSuite(store: Store, dispose: () => Promise<void>): Pick<TestApp, 'inject'> {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await testApp(store);
  });
  afterAll(async () => {
    await app?.close();
    await dispose();
  });
  return { inject: ((...args: Parameters<TestApp['inject']>) => app!.inject(...args)) as TestApp['inject'] };
}

type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * The app's own logger options (server/log.ts) writing to memory: `text()` is everything logged so far
 * (pino's JSON lines), for tests that check what is, and is not, in the log.
 */
export function capturedLog(level = 'info') {
  let logged = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString('utf8');
      done();
    },
  });
  const options = logOptions(level);
  if (typeof options !== 'object' || options === null) throw new Error('logOptions must give pino options.');
  return { logger: { ...options, stream }, text: () => logged };
}

/** The bytes of a stored file, from the store's files folder. */
export function storedBytes(store: Pick<Store, 'files'>, file: { sha256: string }): Buffer {
  return readFileSync(store.files.pathOf(file.sha256));
}

/** How many rows each table of visitor submissions holds. */
export async function submissionCounts(store: Store) {
  const rows = async (table: typeof subscriptions | typeof contactMessages | typeof applications | typeof applicationFiles) =>
    (await store.db.select({ value: count() }).from(table))[0]!.value;
  return {
    subscriptions: await rows(subscriptions),
    contactMessages: await rows(contactMessages),
    applications: await rows(applications),
    applicationFiles: await rows(applicationFiles),
  };
}

/** The store kinds to run a suite on: PGlite always, PostgreSQL when its server answers. */
export const storeKinds: readonly StoreKind[] = ['pglite', 'postgres'];
