import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { tightenDataDir } from '../store/data-dir';

/**
 * A new DATA_DIR under the system's temporary folder whose PGlite database is a copy of a new one
 * (global-setup.ts) rather than one initdb makes: the same files, in a tenth of the time. The
 * server opens it as it opens any store that has not been migrated or seeded yet. Its modes are
 * the owner's alone, as a server leaves a store it made.
 */
export function newStoreDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('pgliteTemplate'), join(dir, 'pglite'), { recursive: true });
  tightenDataDir(dir);
  return dir;
}
