import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStart } from './data-dir-lock';

const roots: string[] = [];
function lockedBy(content: string): { dataDir: string; file: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'volta-lock-'));
  roots.push(dataDir);
  const file = join(dataDir, 'store.lock');
  writeFileSync(file, content);
  return { dataDir, file };
}
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not this one: the test runner that started this worker. */
const liveOwner = process.ppid;
const liveStart = processStart(liveOwner);
if (typeof liveStart !== 'string') throw new Error(`No start time for process ${liveOwner}: these tests need Linux's /proc.`);
const [bootId, ticks] = liveStart.split('/') as [string, string];

/** A pid that was a process a moment ago and is none now. */
function goneProcess(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

const ownLock = () => ({ pid: process.pid, start: processStart(process.pid) });

describe('lockDataDir', () => {
  it('names this process and when it started, and its release removes the lock', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'volta-lock-'));
    roots.push(dataDir);
    const release = lockDataDir(dataDir);
    const file = join(dataDir, 'store.lock');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(ownLock());
    expect(ownLock().start).toMatch(/^[0-9a-f-]{36}\/\d+$/);
    release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes over a lock whose pid is alive but belongs to a process started at another time (a reused pid)', () => {
    const { dataDir, file } = lockedBy(JSON.stringify({ pid: liveOwner, start: `${bootId}/${Number(ticks) + 1}` }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(ownLock());
    release();
  });

  it('takes over a lock written before the machine restarted, whatever its pid now is', () => {
    const { dataDir, file } = lockedBy(JSON.stringify({ pid: liveOwner, start: `00000000-0000-4000-8000-000000000000/${ticks}` }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(ownLock());
    release();
  });

  it('refuses while the process that wrote the lock runs, and leaves its lock alone', () => {
    const content = JSON.stringify({ pid: liveOwner, start: liveStart });
    const { dataDir, file } = lockedBy(content);
    const refused = (() => {
      try {
        lockDataDir(dataDir);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).pid).toBe(liveOwner);
    expect((refused as Error).message).toBe(
      `The store in ${dataDir} is in use by process ${liveOwner} (the running server); stop it or go through it.`,
    );
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(readdirSync(dataDir)).toEqual(['store.lock']);
  });

  it('takes over a lock whose process is gone', () => {
    const { dataDir, file } = lockedBy(JSON.stringify({ pid: goneProcess(), start: `${bootId}/1` }));
    lockDataDir(dataDir)();
    expect(existsSync(file)).toBe(false);
  });

  describe('reads the bare pid older servers wrote', () => {
    it('refusing while that pid is alive', () => {
      const { dataDir } = lockedBy(String(liveOwner));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    });

    it('taking it over when that pid is gone', () => {
      const { dataDir, file } = lockedBy(String(goneProcess()));
      const release = lockDataDir(dataDir);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(ownLock());
      release();
    });
  });

  it('takes over a lock that names no process (empty, or not a pid)', () => {
    for (const content of ['', '0', '-1', 'garbage', '{"pid":"12"}']) {
      const { dataDir, file } = lockedBy(content);
      const release = lockDataDir(dataDir);
      expect(JSON.parse(readFileSync(file, 'utf8')), content).toEqual(ownLock());
      release();
    }
  });
});
