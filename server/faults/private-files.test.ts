import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../test/server-process';
import {
  acknowledged,
  applicationSubmission,
  contactSubmission,
  faultEnv,
  removeScratchDirs,
  report,
  scratchDir,
  siteDir,
  submit,
  withServerOutput,
} from './fault-kit';

/**
 * DATA_DIR holds message text and CVs: no other account on the machine may read or write any of it.
 * The built server creates it 0700, everything in it is 0600 (folders 0700, sockets srwx------), and
 * a store left open by an older server is tightened at start, with a line in the log.
 */

afterAll(async () => {
  await stopAllServers();
  removeScratchDirs();
});

type Entry = { path: string; kind: string; mode: string };

/** What read gives, or undefined when the entry is gone: a running server removes its short-lived files (the clock probe in files/incoming). */
function ifStillThere<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Every entry under dir, dir included, with its kind and mode in octal. */
function entriesUnder(dir: string): Entry[] {
  const found: Entry[] = [];
  const visit = (path: string) => {
    const stat = ifStillThere(() => lstatSync(path));
    if (!stat) return;
    const kind = stat.isDirectory() ? 'folder' : stat.isSocket() ? 'socket' : stat.isSymbolicLink() ? 'link' : 'file';
    found.push({ path: path.slice(dir.length) || '/', kind, mode: (stat.mode & 0o7777).toString(8) });
    if (stat.isDirectory()) for (const name of ifStillThere(() => readdirSync(path)) ?? []) visit(join(path, name));
  };
  visit(dir);
  return found;
}

/** Those whose mode lets another account in (group or other bits). */
const openToOthers = (entries: Entry[]) => entries.filter((entry) => entry.kind !== 'link' && parseInt(entry.mode, 8) & 0o077);

describe('the files of the store (DATA_DIR)', () => {
  it("are the owner's alone: created so, and tightened at start when an older server left them open", async () => {
    const dataDir = join(scratchDir('volta-fault-private-'), 'data');
    const env = faultEnv(dataDir, siteDir());
    const first = await startServer(env);
    try {
      const outcomes = [
        await submit(first.url, contactSubmission('private-1')),
        await submit(first.url, applicationSubmission('private-2', 150_000)),
      ];
      expect(outcomes.map((outcome) => outcome.answer?.status)).toEqual([200, 200]);
      expect(outcomes.every(acknowledged)).toBe(true);
      // While it runs: the store, the uploaded file, the sockets.
      const running = entriesUnder(dataDir);
      expect(openToOthers(running)).toEqual([]);
      expect(running.filter((entry) => entry.kind === 'folder' && entry.mode !== '700')).toEqual([]);
      expect(running.some((entry) => entry.path.startsWith('/files/'))).toBe(true);
      expect(await first.stop()).toBe(0);
      expect(openToOthers(entriesUnder(dataDir))).toEqual([]);
      report(
        `private files: ${running.length} entries under DATA_DIR while the server ran (${running.filter((entry) => entry.kind === 'socket').length} sockets), none open to others`,
      );
    } catch (error) {
      throw withServerOutput(error, first);
    }

    // What an older server left: folders 0755, files 0666.
    const everything = entriesUnder(dataDir);
    for (const entry of everything) {
      if (entry.kind === 'link') continue;
      chmodSync(join(dataDir, entry.path), entry.kind === 'folder' ? 0o755 : 0o666);
    }
    const second = await startServer(env);
    try {
      expect(openToOthers(entriesUnder(dataDir))).toEqual([]);
      const output = second.stdout() + second.stderr();
      expect(output).toMatch(
        new RegExp(`${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} was open to other accounts on this machine: \\d+ entries`),
      );
      expect(await second.stop()).toBe(0);
      report(`private files: an older store of ${everything.length} entries left 0755/0666 was tightened at start`);
    } catch (error) {
      throw withServerOutput(error, second);
    }
  });
});
