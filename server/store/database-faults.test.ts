import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/services';
import { submissionCounts, testApp } from '../test/test-app';
import { openStore } from './open-store';
import { suiteClock } from '../test/suite-clock';

/**
 * What a PostgreSQL restart or failover does to the server's connections: they are ended under it
 * (pg_terminate_backend, as a restart does) and, for a while, no new one is accepted. The process
 * must stay up, answer 503 problems meanwhile and store nothing it did not acknowledge, then work
 * again on its own. The slow version, under load and against the built process, is in server/faults/.
 */
const database = await createTestDatabase();
if (database) {
  const databaseName = new URL(database.url).pathname.slice(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'volta-db-faults-'));
  const store = await openStore({ dataDir, databaseUrl: database.url, clock: suiteClock() });
  const app = await testApp(store);
  const admin = new pg.Client({ connectionString: database.url.replace(`/${databaseName}`, '/postgres') });
  await admin.connect();
  afterAll(async () => {
    await admin.query(`alter database ${databaseName} allow_connections true`);
    await admin.end();
    await app.close();
    await store.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const terminateConnections = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
  const sendMessage = (text: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact/contact-us',
      payload: { fullName: 'Kofi Boateng', email: 'kofi@example.com', company: 'Boateng Ltd', messageBody: text },
    });

  describe('the server when PostgreSQL ends its connections', () => {
    it('stays up and stores the next submission on a new connection', async () => {
      expect((await sendMessage('before')).statusCode).toBe(200);
      const { rowCount } = await terminateConnections();
      expect(rowCount).toBeGreaterThan(0);
      // The ended idle connections report their error now: without the pool's listener, the process would end here.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = (await submissionCounts(store)).contactMessages;
      expect((await sendMessage('after the restart')).statusCode).toBe(200);
      expect((await submissionCounts(store)).contactMessages).toBe(before + 1);
    });

    it('gives back a connection ended just as a transaction takes it, so the store still closes', async () => {
      const filesDir = mkdtempSync(join(tmpdir(), 'volta-db-faults-closing-'));
      const other = await openStore({ dataDir: filesDir, databaseUrl: database.url, seed: false, clock: suiteClock() });
      const transaction = () => other.db.transaction(async (tx) => tx.execute(sql`select 1`));
      await Promise.all(Array.from({ length: 3 }, transaction));
      // The connection ends just as a transaction takes it from the pool, before its BEGIN is answered, as
      // a restart's would. Ended from the database's side, the pool may hear of it first and the race is
      // lost, so its socket is closed at the moment the pool hands it out ('acquire').
      const pool = (other.db as unknown as { $client: pg.Pool }).$client;
      pool.once('acquire', (client) => (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy());
      const outcomes = await Promise.allSettled(Array.from({ length: 3 }, transaction));
      expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true);
      const closed = await Promise.race([
        other.close().then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
      rmSync(filesDir, { recursive: true, force: true });
      expect(closed).toBe(true);
    });

    it('answers 503 problems with Retry-After while it cannot connect, and stores nothing; then works again', async () => {
      const before = (await submissionCounts(store)).contactMessages;
      await admin.query(`alter database ${databaseName} allow_connections false`);
      await terminateConnections();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const during = await sendMessage('during the outage');
      expect(during.statusCode).toBe(503);
      expect(during.headers['content-type']).toContain('application/problem+json');
      expect(Number(during.headers['retry-after'])).toBeGreaterThan(0);
      expect(during.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
      const list = await app.inject({ method: 'GET', url: '/api/job-vacancy/available?pageNo=1&pageSize=5' });
      expect(list.statusCode).toBe(503);

      await admin.query(`alter database ${databaseName} allow_connections true`);
      expect((await sendMessage('after the outage')).statusCode).toBe(200);
      expect((await submissionCounts(store)).contactMessages).toBe(before + 1);
    });
  });
}
