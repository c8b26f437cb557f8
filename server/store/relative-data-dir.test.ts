import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openStore } from './open-store';
import { suiteClock } from '../test/suite-clock';

/**
 * DATA_DIR is `./data` by default (`npm start` on a fresh machine): a relative folder must work, though
 * `pg` reads a socket folder that does not start with "/" as a host name.
 */
const folder = mkdtempSync(join(tmpdir(), 'volta-relative-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('opens the embedded store in a DATA_DIR given relative to the working folder', async () => {
  const dataDir = relative(process.cwd(), folder);
  expect(dataDir.startsWith('/')).toBe(false);
  const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
  try {
    expect(store.kind).toBe('pglite');
  } finally {
    await store.close();
  }
}, 60_000);
