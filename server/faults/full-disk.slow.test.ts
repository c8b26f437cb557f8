import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { closeSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../test/server-process';
import * as kit from './fault-kit';

/**
 * DATA_DIR on a small tmpfs of its own, filled to the last byte while the server runs. Mounting needs
 * root (or CAP_SYS_ADMIN): where it is refused, the test is skipped and the run says why in one line.
 * A fresh PGlite store takes about 40 MB (its first write-ahead log segment is 16 MB), hence the size.
 */
const tmpfsSize = '96m';
const mountPoint = kit.scratchDir('volta-fault-disk-');
const mountAttempt = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${tmpfsSize},mode=0700`, 'tmpfs', mountPoint], { encoding: 'utf8' });
const mounted = mountAttempt.status === 0;
if (!mounted) {
  const reason = (mountAttempt.error?.message ?? mountAttempt.stderr).trim() || `mount exited with ${mountAttempt.status}`;
  kit.report(`full disk: skipped, this machine refuses to mount a tmpfs here (${reason})`);
}

afterAll(async () => {
  await stopAllServers();
  // Lazily: a process that failed to stop may still hold a file there.
  if (mounted) spawnSync('umount', ['-l', mountPoint]);
  kit.removeScratchDirs();
});

/** Writes a file until the file system has no room left; returns how many bytes it took. */
function fillDisk(path: string): number {
  const fd = openSync(path, 'w');
  let written = 0;
  try {
    // Large blocks first, then small ones for the last few kilobytes.
    for (const block of [Buffer.alloc(1024 * 1024, 1), Buffer.alloc(4096, 1), Buffer.alloc(512, 1)]) {
      for (;;) {
        try {
          written += writeSync(fd, block);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

describe.runIf(mounted)(`a full disk (DATA_DIR on a ${tmpfsSize} tmpfs)`, () => {
  it('answers 5xx problems and never a false success, stays up, and takes submissions again once there is room', async () => {
    const dataDir = join(mountPoint, 'data');
    const server = await startServer(kit.faultEnv(dataDir, kit.siteDir()));
    const sent = new Map<string, kit.Submission>();
    const acknowledgedMarkers = new Set<string>();
    const send = async (submission: kit.Submission): Promise<kit.Outcome> => {
      sent.set(submission.marker, submission);
      const outcome = await kit.submit(server.url, submission);
      if (kit.acknowledged(outcome)) acknowledgedMarkers.add(submission.marker);
      return outcome;
    };
    try {
      // Before: the store works.
      expect((await send(kit.applicationSubmission('disk-before', 200_000))).answer?.status).toBe(200);

      const ballast = join(mountPoint, 'ballast');
      const filled = fillDisk(ballast);
      const free = statfsSync(mountPoint);
      const full: kit.Outcome[] = [];
      for (let n = 0; n < 8; n += 1) {
        full.push(await send(kit.contactSubmission(`disk-full-${n}`)));
        full.push(await send(kit.applicationSubmission(`disk-full-cv-${n}`, randomInt(100_000, 400_000))));
      }
      kit.report(
        `full disk: ${(filled / 1024 / 1024).toFixed(1)} MB of ballast left ${free.bavail * free.bsize} bytes free; answers: ` +
          `contact messages ${kit.tally(full.filter((one) => one.submission.kind === 'message'))}, ` +
          `applications ${kit.tally(full.filter((one) => one.submission.kind === 'application'))}`,
      );
      // Each answer is a success that is really stored (checked below) or a 5xx problem; a CV has no room.
      for (const outcome of full.filter((one) => !kit.acknowledged(one))) {
        const what = `${outcome.submission.marker}: ${outcome.answer?.body ?? outcome.error}`;
        expect(outcome.answer?.status, what).toBeGreaterThanOrEqual(500);
        kit.expectProblem(outcome.answer!, what);
      }
      expect(full.filter((one) => one.submission.kind === 'application').filter(kit.acknowledged)).toEqual([]);
      // The process is up and the site answers.
      expect(server.child.exitCode).toBeNull();
      await kit.readAbout(server.url);

      rmSync(ballast);
      const after = [await send(kit.contactSubmission('disk-after')), await send(kit.applicationSubmission('disk-after-cv', 300_000))];
      kit.report(`full disk: after freeing the room, ${kit.tally(after)}`);
      expect(after.map((outcome) => outcome.answer?.status)).toEqual([200, 200]);
      expect(await server.stop()).toBe(0);

      const stored = await kit.readStored({ dataDir });
      kit.expectStoredOnce(stored, sent, acknowledgedMarkers, dataDir);
    } catch (error) {
      throw kit.withServerOutput(error, server);
    }
  });
});
