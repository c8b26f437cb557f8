import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../store/pglite-thread';

/**
 * A new PGlite database, made once for the whole run by the store's own code (as a server makes a
 * new store), for newStoreDir to copy: initdb costs some 6 CPU-seconds, a copy a tenth of one, and
 * the server's tests make about thirty new stores. The data-dir tests still run initdb itself; the
 * e2e server and the private-files fault test, given an empty DATA_DIR, copy the built server's
 * migrated one (server/store/make-new-store.ts).
 */
export default async function makePgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'volta-pglite-template-'));
  const database = join(dir, 'pglite');
  await createPgliteDatabase(database);
  project.provide('pgliteTemplate', database);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh, closed PGlite database folder (global-setup.ts). */
    pgliteTemplate: string;
  }
}
