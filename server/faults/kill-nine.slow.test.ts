import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../test/server-process';
import * as kit from './fault-kit';

afterAll(async () => {
  await stopAllServers();
  kit.removeScratchDirs();
});

const kills = 3;
const workers = 6;

describe('kill -9 during a load of submissions (PGlite)', () => {
  it(`keeps every acknowledged submission once, its CV byte for byte, across ${kills} kills and restarts`, async () => {
    const started = performance.now();
    const dataDir = kit.scratchDir('volta-fault-kill-');
    const env = kit.faultEnv(dataDir, kit.siteDir());
    const sent = new Map<string, kit.Submission>();
    const acknowledgedMarkers = new Set<string>();
    /** Those sent with no answer (the kill came first): a client would send them again. */
    let unanswered: kit.Submission[] = [];

    for (let round = 1; round <= kills; round += 1) {
      const roundStarted = performance.now();
      const server = await startServer(env);
      const startMs = performance.now() - roundStarted;
      try {
        // The clients that lost their answer try again first, with the same Idempotency-Key.
        const retries = await Promise.all(unanswered.map((submission) => kit.submit(server.url, submission)));
        for (const outcome of retries) {
          expect(outcome.answer?.status, `retry of ${outcome.submission.marker}: ${outcome.answer?.body ?? outcome.error}`).toBe(200);
          acknowledgedMarkers.add(outcome.submission.marker);
        }
        const load = kit.startLoad(
          server.url,
          (n) => {
            const marker = `k${round}-${n}`;
            // Contact messages and applications with a CV of 100 to 400 KB, alternately.
            const submission = n % 2 ? kit.contactSubmission(marker) : kit.applicationSubmission(marker, randomInt(100_000, 400_000));
            sent.set(marker, submission);
            return submission;
          },
          { workers },
        );
        // The kill comes at a random moment once the load is well under way.
        const before = randomInt(8, 25);
        await kit.waitUntil(() => load.acknowledgedCount() >= before, 60_000, `${before} acknowledged submissions (round ${round})`);
        await kit.sleep(randomInt(0, 300));
        expect(await server.stop('SIGKILL')).toBe('SIGKILL');
        const outcomes = await load.stop();
        for (const outcome of outcomes.filter(kit.acknowledged)) acknowledgedMarkers.add(outcome.submission.marker);
        // Anything but a success or no answer at all (a refusal, a 500) is a fault of its own.
        expect(outcomes.filter((outcome) => outcome.answer && !kit.acknowledged(outcome)).map((outcome) => outcome.answer!.body)).toEqual(
          [],
        );
        unanswered = outcomes.filter((outcome) => !outcome.answer).map((outcome) => outcome.submission);
        kit.report(
          `kill ${round}: ${outcomes.length} sent (${kit.tally(outcomes)}), ${retries.length} retried after the restart; ` +
            `killed after ${before} acknowledged; start ${(startMs / 1000).toFixed(1)} s, round ${((performance.now() - roundStarted) / 1000).toFixed(1)} s`,
        );
      } catch (error) {
        throw kit.withServerOutput(error, server);
      }
    }

    // The last restart: the store opens after the third kill, the site answers, the retries are stored once.
    const last = await startServer(env);
    await kit.readAbout(last.url);
    for (const submission of unanswered) {
      const outcome = await kit.submit(last.url, submission);
      expect(outcome.answer?.status, `retry of ${submission.marker}: ${outcome.answer?.body ?? outcome.error}`).toBe(200);
      acknowledgedMarkers.add(submission.marker);
    }
    expect(await last.stop()).toBe(0);

    const stored = await kit.readStored({ dataDir });
    const { hashed } = kit.expectStoredOnce(stored, sent, acknowledgedMarkers, dataDir);
    // Every submission was acknowledged in the end (first time or on retry), so every one is there once.
    expect(stored.rows.size).toBe(sent.size);
    kit.report(
      `kill -9 ×${kills}: ${sent.size} submissions, ${acknowledgedMarkers.size} acknowledged, ${stored.rows.size} rows, ` +
        `${hashed} CVs hashed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});
