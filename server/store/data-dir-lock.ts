import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite must be opened by one process at a time: a second writer would corrupt the data
 * directory. The lock file names its owner by pid and by when that process started (Linux: its start
 * time in clock ticks since boot, and the boot's id), so that a lock left by a process that is gone
 * is taken over even when another process has since been given the same pid.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The store in ${dataDir} is in use by process ${pid} (the running server); stop it or go through it.`);
    this.name = 'DataDirLockedError';
  }
}

/** What the lock file says. `start` is missing in a lock written by an older server, or where there is no /proc. */
type LockOwner = { pid: number; start?: string };

const hasProc = existsSync('/proc/self/stat');

/**
 * When the process started, as "<boot id>/<clock ticks since boot>": the same pid with another value
 * is another process. null when there is no such process; undefined when this system cannot tell
 * (no /proc, as on macOS, or a process whose details are hidden from us).
 */
export function processStart(pid: number): string | null | undefined {
  if (!hasProc) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces and parentheses itself: the
  // fields are counted after its last ')'. Field 22 is the start time; that text begins at field 3.
  const startTicks = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .at(22 - 3);
  const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  return startTicks ? `${bootId}/${startTicks}` : undefined;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isPid = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Reads both formats: this one (JSON) and the bare pid older servers wrote. */
function readOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (isPid(value)) return { pid: value };
    if (typeof value === 'object' && value && 'pid' in value && isPid(value.pid)) {
      return 'start' in value && typeof value.start === 'string' ? { pid: value.pid, start: value.start } : { pid: value.pid };
    }
  } catch {
    // Unreadable: a lock nobody can be holding.
  }
  return null;
}

/** Whether the process the lock names is still the one that wrote it. */
function holds(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !pidAlive(owner.pid)) return false;
  // A lock without a start time, or a system that cannot tell: the pid is all there is to go on.
  if (owner.start === undefined) return true;
  const start = processStart(owner.pid);
  return start === undefined || start === owner.start;
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'store.lock');
  const start = processStart(process.pid);
  const owner: LockOwner = start ? { pid: process.pid, start } : { pid: process.pid };
  // Written whole beside the lock, then linked into place: the lock appears with its content, so a
  // process starting at the same moment never reads it empty.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(owner));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, file);
        return () => rmSync(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const text = readIfPresent(file);
        // Released between the two calls: try again.
        if (text === null) continue;
        const current = readOwner(text);
        if (current && holds(current)) throw new DataDirLockedError(dataDir, current.pid);
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new Error(`Could not lock the store in ${dataDir}.`);
}
