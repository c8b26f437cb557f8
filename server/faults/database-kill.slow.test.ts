import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../test/server-process';
import { createTestDatabase } from '../test/services';
import * as kit from './fault-kit';

/**
 * What a PostgreSQL restart or failover does to a running server: every one of its connections is
 * ended (pg_terminate_backend), here several times during a load of submissions.
 */
const database = await createTestDatabase();

afterAll(async () => {
  await stopAllServers();
  await database?.drop();
  kit.removeScratchDirs();
});

const outages = 4;

describe.runIf(database)('PostgreSQL ends every connection of the server during a load', () => {
  it(`keeps the process up, answers 503 problems meanwhile and stores every acknowledged submission once (${outages} outages)`, async () => {
    const started = performance.now();
    const dataDir = kit.scratchDir('volta-fault-pg-');
    const server = await startServer(kit.faultEnv(dataDir, kit.siteDir(), { DATABASE_URL: database!.url }));
    const admin = new pg.Client({ connectionString: database!.url });
    await admin.connect();
    const sent = new Map<string, kit.Submission>();
    const terminated: number[] = [];
    const aboutMs: number[] = [];
    try {
      const load = kit.startLoad(server.url, (n) => {
        const marker = `pg-${n}`;
        const submission = n % 2 ? kit.contactSubmission(marker) : kit.applicationSubmission(marker, randomInt(50_000, 200_000));
        sent.set(marker, submission);
        return submission;
      });
      for (let outage = 1; outage <= outages; outage += 1) {
        await kit.waitUntil(() => load.acknowledgedCount() >= outage * 10, 60_000, `${outage * 10} acknowledged submissions`);
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        terminated.push(rows.filter((row) => row.ended).length);
        // The site keeps answering while the pool opens new connections.
        aboutMs.push(await kit.readAbout(server.url));
        await kit.sleep(randomInt(100, 400));
      }
      const outcomes = await load.stop();

      expect(server.child.exitCode, server.stderr()).toBeNull();
      // Every connection the server had was ended at least once, and it had some each time.
      expect(
        terminated.every((count) => count > 0),
        `connections ended: ${terminated.join(', ')}`,
      ).toBe(true);
      // Each answer is a success or a 503 problem: never a 500, never no answer at all.
      const failed = outcomes.filter((outcome) => !kit.acknowledged(outcome));
      for (const outcome of failed) {
        expect(outcome.answer?.status, `${outcome.submission.marker}: ${outcome.answer?.body ?? outcome.error}`).toBe(503);
        kit.expectProblem(outcome.answer!, outcome.submission.marker);
      }
      // After the outages the API works again, and a client's retry (same Idempotency-Key) is stored once.
      await kit.readAbout(server.url);
      const retries = await Promise.all(failed.map((outcome) => kit.submit(server.url, outcome.submission)));
      for (const outcome of retries) expect(outcome.answer?.status, `retry of ${outcome.submission.marker}`).toBe(200);
      expect(await server.stop()).toBe(0);

      const stored = await kit.readStored({ dataDir, databaseUrl: database!.url });
      const { hashed } = kit.expectStoredOnce(stored, sent, sent.keys(), dataDir);
      kit.report(
        `PostgreSQL connections ended ${outages} times (${terminated.join(', ')} connections): ${outcomes.length} submissions ` +
          `(${kit.tally(outcomes)}), ${retries.length} retried, ${stored.rows.size} rows, ${hashed} CVs hashed; /about during the ` +
          `outages in ${aboutMs.map((ms) => ms.toFixed(0)).join(', ')} ms; ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } catch (error) {
      throw kit.withServerOutput(error, server);
    } finally {
      await admin.end();
    }
  });
});
