import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { secureDataDir, tightenDataDir } from './data-dir';

const roots: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'volta-data-dir-'));
  roots.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => lstatSync(path).mode & 0o7777;

/** Every entry under dir (dir included) whose mode lets another account in, with its mode in octal. */
function openEntries(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o7777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

function recorder() {
  const lines: string[] = [];
  return { lines, log: { warn: (message: string) => void lines.push(message) } };
}

describe('secureDataDir', () => {
  it('creates a missing folder 0700, saying nothing', () => {
    const dataDir = join(scratch(), 'data', 'store');
    const { lines, log } = recorder();
    secureDataDir(dataDir, log);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(lines).toEqual([]);
  });

  it('tightens a folder made 0755 with 0666 files, and says how many entries in one line', () => {
    const dataDir = scratch();
    const outside = join(scratch(), 'elsewhere.txt');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o644);
    mkdirSync(join(dataDir, 'pglite', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'store.lock'), '1');
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17');
    writeFileSync(join(dataDir, 'pglite', 'base', '1247'), 'relation');
    writeFileSync(join(dataDir, 'pglite', 'read-only'), 'kept read-only');
    symlinkSync(outside, join(dataDir, 'link'));
    for (const file of ['store.lock', 'pglite/PG_VERSION', 'pglite/base/1247']) chmodSync(join(dataDir, file), 0o666);
    chmodSync(join(dataDir, 'pglite', 'read-only'), 0o444);
    for (const folder of ['pglite/base', 'pglite', '.']) chmodSync(join(dataDir, folder), 0o755);

    const { lines, log } = recorder();
    secureDataDir(dataDir, log);

    expect(openEntries(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'pglite', 'base'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'pglite', 'base', '1247'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'store.lock'))).toBe(0o600);
    // The owner's own bits are kept: a read-only file is not made writable.
    expect(modeOf(join(dataDir, 'pglite', 'read-only'))).toBe(0o400);
    // A link's target is outside the store: left as it was.
    expect(modeOf(outside)).toBe(0o644);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dataDir);
    expect(lines[0]).toContain('7 entries');

    // A second start finds nothing to do and says nothing.
    secureDataDir(dataDir, log);
    expect(lines).toHaveLength(1);
  });

  it('tightens the folder a link points to when DATA_DIR is a link', () => {
    const real = scratch();
    chmodSync(real, 0o755);
    const link = join(scratch(), 'data');
    symlinkSync(real, link);
    secureDataDir(link, recorder().log);
    expect(statSync(real).mode & 0o777).toBe(0o700);
  });
});

describe('tightenDataDir', () => {
  it('makes private what PGlite writes when it opens, whatever the umask', async () => {
    const dataDir = scratch();
    secureDataDir(dataDir, recorder().log);
    const previous = process.umask(0o077);
    try {
      const client = await PGlite.create(join(dataDir, 'pglite'));
      try {
        // PGlite sets its own modes: a new database's files are 0666 even under umask 077.
        const open = openEntries(dataDir);
        expect(open.length).toBeGreaterThan(0);
        expect(tightenDataDir(dataDir)).toBe(open.length);
        expect(openEntries(dataDir)).toEqual([]);
        // What it writes afterwards follows the umask.
        await client.exec('create table t (x text); insert into t select repeat($$x$$, 5000) from generate_series(1, 500); checkpoint;');
        expect(openEntries(dataDir)).toEqual([]);
      } finally {
        await client.close();
      }
    } finally {
      process.umask(previous);
    }
  });
});
