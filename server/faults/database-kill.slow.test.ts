import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../test/server-process';
import { createTestDatabase } from '../test/services';
import {
  acknowledged,
  applicationSubmission,
  contactSubmission,
  expectProblem,
  expectStoredOnce,
  faultEnv,
  readAbout,
  readStored,
  removeScratchDirs,
  report,
  scratchDir,
  siteDir,
  sleep,
  startLoad,
  submit,
  tally,
  waitUntil,
  withServerOutput,
  type Submission,
} from './fault-kit';

/**
 * What a PostgreSQL restart or failover does to a running server: every one of its connections is
 * ended (pg_terminate_backend), here several times during a load of submissions.
 */
const database = await createTestDatabase();

afterAll(async () => {
  await stopAllServers();
  await database?.drop();
  removeScratchDirs();
});

const outages = 4;

describe.runIf(database)('PostgreSQL ends every connection of the server during a load', () => {
  it(`keeps the process up, answers 503 problems meanwhile and stores every acknowledged submission once (${outages} outages)`, async () => {
    const started = performance.now();
    const dataDir = scratchDir('volta-fault-pg-');
    const server = await startServer(faultEnv(dataDir, siteDir(), { DATABASE_URL: database!.url }));
    const admin = new pg.Client({ connectionString: database!.url });
    await admin.connect();
    const sent = new Map<string, Submission>();
    const terminated: number[] = [];
    const aboutMs: number[] = [];
    try {
      const load = startLoad(server.url, (n) => {
        const marker = `pg-${n}`;
        const submission = n % 2 ? contactSubmission(marker) : applicationSubmission(marker, randomInt(50_000, 200_000));
        sent.set(marker, submission);
        return submission;
      });
      for (let outage = 1; outage <= outages; outage += 1) {
        await waitUntil(() => load.acknowledgedCount() >= outage * 10, 60_000, `${outage * 10} acknowledged submissions`);
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        terminated.push(rows.filter((row) => row.ended).length);
        // The site keeps answering while the pool opens new connections.
        aboutMs.push(await readAbout(server.url));
        await sleep(randomInt(100, 400));
      }
      const outcomes = await load.stop();

      expect(server.child.exitCode, server.stderr()).toBeNull();
      // Every connection the server had was ended at least once, and it had some each time.
      expect(
        terminated.every((count) => count > 0),
        `connections ended: ${terminated.join(', ')}`,
      ).toBe(true);
      // Each answer is a success or a 503 problem: never a 500, never no answer at all.
      const failed = outcomes.filter((outcome) => !acknowledged(outcome));
      for (const outcome of failed) {
        expect(outcome.answer?.status, `${outcome.submission.marker}: ${outcome.answer?.body ?? outcome.error}`).toBe(503);
        expectProblem(outcome.answer!, outcome.submission.marker);
      }
      // After the outages the API works again, and a client's retry (same Idempotency-Key) is stored once.
      await readAbout(server.url);
      const retries = await Promise.all(failed.map((outcome) => submit(server.url, outcome.submission)));
      for (const outcome of retries) expect(outcome.answer?.status, `retry of ${outcome.submission.marker}`).toBe(200);
      expect(await server.stop()).toBe(0);

      const stored = await readStored({ dataDir, databaseUrl: database!.url });
      const { hashed } = expectStoredOnce(stored, sent, sent.keys(), dataDir);
      report(
        `PostgreSQL connections ended ${outages} times (${terminated.join(', ')} connections): ${outcomes.length} submissions ` +
          `(${tally(outcomes)}), ${retries.length} retried, ${stored.rows.size} rows, ${hashed} CVs hashed; /about during the ` +
          `outages in ${aboutMs.map((ms) => ms.toFixed(0)).join(', ')} ms; ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } catch (error) {
      throw withServerOutput(error, server);
    } finally {
      await admin.end();
    }
  });
});
