import { randomInt } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { applicationFiles, applications, contactMessages, jobVacancies, subscriptions } from '../store/schema';
import { seedRecords } from '../store/seed';
import { applicationParts, applicationText, samplePdf } from './documents';
import { ServerStartError, startServer, stopAllServers } from './server-process';
import { createTestDatabase, redisAvailable, testRedisUrl } from './services';
import { storedBytes, submissionCounts } from './test-app';
import { newStoreDir } from './store-dir';
import { suiteClock, suiteStart } from './suite-clock';

afterAll(stopAllServers);

/**
 * The built server as a process: what only a real process shows (restarts, signals, two processes
 * on one store). Each test starts its servers and stops them; the helper kills any a failure leaves.
 */

const temporaryDirs: string[] = [];
function temporaryDataDir(): string {
  const dir = newStoreDir('volta-process-');
  temporaryDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

async function postMultipart(url: string, { payload, headers }: ReturnType<typeof applicationParts>) {
  const response = await fetch(url, { method: 'POST', headers, body: payload });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function openJobTotal(base: string): Promise<number> {
  const response = await fetch(`${base}api/job-vacancy/available?pageNo=1&pageSize=100`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** A POST written in two halves with node:http, so that the test decides when the body ends. */
function startSlowPost(url: string, { payload, headers }: ReturnType<typeof applicationParts>) {
  let answered: (value: { status: number; headers: IncomingHttpHeaders; body: string }) => void;
  let failed: (error: Error) => void;
  const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const request = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': String(payload.length) } }, (response) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () => answered({ status: response.statusCode ?? 0, headers: response.headers, body }));
    response.on('error', failed);
  });
  request.on('error', (error) => failed(error));
  // A test that fails before awaiting the answer must not leave an unhandled rejection behind.
  answer.catch(() => undefined);
  const half = Math.floor(payload.length / 2);
  request.write(payload.subarray(0, half));
  return {
    answer,
    finish: () => request.end(payload.subarray(half)),
  };
}

/** Resolves once the port refuses new connections (a GET either answers or is refused; it is never left hanging). */
async function waitUntilRefused(base: string): Promise<void> {
  for (;;) {
    const outcome = await new Promise<'refused' | 'answered'>((resolve, reject) => {
      const probe = httpRequest(`${base}api/job-vacancy/available`, { agent: false, headers: { connection: 'close' } }, (response) => {
        response.resume();
        response.on('end', () => resolve('answered'));
      });
      // Refused outright, or accepted by a listener that is closing and dropped (reset, hang up).
      probe.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' ? resolve('refused') : reject(error),
      );
      probe.end();
    });
    if (outcome === 'refused') return;
  }
}

describe('the server as a process, on PGlite', () => {
  it('keeps every submission and the seed across a restart', async () => {
    const dataDir = temporaryDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const total = await openJobTotal(first.url);
    expect(total).toBeGreaterThan(0);

    const subscribed = await postJson(`${first.url}api/contact/subscribe?type=Newsletter`, {
      subscriberEmail: 'restart.reader@example.com',
    });
    expect(subscribed.status).toBe(200);
    const contacted = await postJson(`${first.url}api/contact/contact-us`, {
      fullName: 'Restart Tester',
      email: 'restart.contact@example.com',
      company: 'Restart Ltd',
      messageBody: 'Still here after a restart?',
    });
    expect(contacted.status).toBe(200);
    const resume = await postJson(`${first.url}api/job-vacancy/Forms/Submitresume`, { ...applicationText, FirstName: 'Kojo' });
    expect(resume.status).toBe(200);
    const applied = await postMultipart(`${first.url}api/job-vacancy/apply`, applicationParts({ FirstName: 'Efua' }));
    expect(applied.status).toBe(200);

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, 'store.lock'))).toBe(false);

    const second = await startServer({ DATA_DIR: dataDir });
    // The seed is not inserted again into a store that has it.
    expect(await openJobTotal(second.url)).toBe(total);
    expect(await second.stop('SIGTERM')).toBe(0);

    const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
    try {
      expect(await submissionCounts(store)).toEqual({ subscriptions: 1, contactMessages: 1, applications: 2, applicationFiles: 1 });
      expect(await store.db.select({ email: subscriptions.email, status: subscriptions.status }).from(subscriptions)).toEqual([
        // Waiting for its confirmation link (double opt-in), kept across the restart.
        { email: 'restart.reader@example.com', status: 'pending' },
      ]);
      expect(await store.db.select({ fullName: contactMessages.fullName, company: contactMessages.company }).from(contactMessages)).toEqual(
        [{ fullName: 'Restart Tester', company: 'Restart Ltd' }],
      );
      const rows = await store.db
        .select({ id: applications.id, source: applications.source, firstName: applications.firstName })
        .from(applications)
        .orderBy(applications.id);
      expect(rows).toEqual([
        { id: resume.body.id, source: 'submit-resume', firstName: 'Kojo' },
        { id: applied.body.id, source: 'apply', firstName: 'Efua' },
      ]);
      const [file] = await store.db.select().from(applicationFiles);
      expect(file).toMatchObject({ applicationId: applied.body.id, field: 'Resume', mediaType: 'application/pdf', size: samplePdf.length });
      expect(storedBytes(store, file!).equals(samplePdf)).toBe(true);
      expect((await store.db.select({ value: count() }).from(jobVacancies))[0]!.value).toBe(seedRecords(suiteStart).jobs.length);
    } finally {
      await store.close();
    }
  });

  it('on SIGTERM stops accepting, finishes the request in flight, then closes the store', async () => {
    const dataDir = temporaryDataDir();
    // At debug level the server logs each request as it arrives: the test waits for that line.
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    const upload = startSlowPost(`${server.url}api/job-vacancy/apply`, applicationParts({ FirstName: 'Inflight' }));
    await server.waitForOutput('"path":"/api/job-vacancy/apply"');

    server.child.kill('SIGTERM');
    await server.waitForOutput('stopping: finishing the requests in flight');
    // New connections are refused while the upload is still open...
    await waitUntilRefused(server.url);
    // ...and the upload, finished only now, is still stored and answered.
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(200);
    const { id } = JSON.parse(answer.body) as { id: number };
    // Once stopping, the answer closes its connection: a keep-alive client does not hold the exit up.
    expect(answer.headers.connection).toBe('close');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'store.lock'))).toBe(false);

    const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
    try {
      const [row] = await store.db.select().from(applications).where(eq(applications.id, id));
      expect(row).toMatchObject({ source: 'apply', firstName: 'Inflight' });
      const files = await store.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, id));
      expect(files).toHaveLength(1);
      expect(storedBytes(store, files[0]!).equals(samplePdf)).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('refuses to start a second process on a PGlite directory in use', async () => {
    const dataDir = temporaryDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const refused = await startServer({ DATA_DIR: dataDir }).then(
      () => null,
      (error: unknown) => error,
    );
    if (!(refused instanceof ServerStartError)) throw new Error(`The second process started or failed otherwise: ${String(refused)}`);
    expect(refused.exitCode).not.toBe(0);
    expect(refused.exitCode).not.toBeNull();
    expect(refused.stderr).toContain(`The store in ${dataDir} is in use by process ${first.pid}`);
    // The refused start left the first one's lock and store alone.
    expect(existsSync(join(dataDir, 'store.lock'))).toBe(true);
    expect(await openJobTotal(first.url)).toBeGreaterThan(0);
    expect(await first.stop()).toBe(0);
  });
});

const byEmail = (x: { email: string }, y: { email: string }) => (x.email < y.email ? -1 : x.email > y.email ? 1 : 0);

const rateLimitPrefix = 'volta-rate-limit:';

/** Whether this machine routes the address to itself (all of 127.0.0.0/8 on Linux, only 127.0.0.1 on macOS). */
async function isLocal(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, address, () => probe.close(() => resolve(true)));
  });
}

/**
 * The rate limit counts per client address, in Redis keys named after it. This run sends from an
 * address of its own in 127.0.0.0/8, so that its counters are apart from any other run's in the
 * shared Redis, and it clears only those.
 */
const ownAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const clientAddress = (await isLocal(ownAddress)) ? ownAddress : '127.0.0.1';

/** A JSON POST from clientAddress. */
function postFrom(url: string, body: unknown): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: clientAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs `action` on this run's rate-limit keys in the shared Redis (found with SCAN, never KEYS). */
async function withRateLimitKeys<T>(action: (redis: Redis, keys: string[]) => Promise<T>): Promise<T> {
  const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${rateLimitPrefix}*${clientAddress}`, 'COUNT', 100);
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    return await action(redis, keys);
  } finally {
    redis.disconnect();
  }
}

/** Deletes this run's rate-limit counters (and nothing else): the test starts and ends with none. */
const clearRateLimitKeys = () =>
  withRateLimitKeys(async (redis, keys) => {
    if (keys.length) await redis.del(...keys);
  });

/** The counters, for a failure's message. */
const rateLimitCounters = () =>
  withRateLimitKeys(async (redis, keys) => {
    const values = await Promise.all(keys.map(async (key) => `${key}=${await redis.get(key)} (ttl ${await redis.pttl(key)} ms)`));
    return values.join(', ') || 'no counters';
  });

const database = await createTestDatabase();
const redisUp = await redisAvailable();
if (database && !redisUp) await database.drop();

for (const shared of database && redisUp ? [database] : []) {
  // At file level, so that the database is dropped even when a filter skips the suite.
  afterAll(() => shared.drop());

  describe('two server processes on one PostgreSQL and one Redis', () => {
    beforeAll(clearRateLimitKeys);
    afterAll(clearRateLimitKeys);

    it('store every submission once, seed once, and count the rate limit across both', async () => {
      const env = { DATABASE_URL: shared.url, REDIS_URL: testRedisUrl, RATE_LIMIT_MAX: '40' };
      // Both start (and migrate) at the same time: the advisory lock lets one migrate and seed.
      const servers = await Promise.all([startServer(env), startServer(env)]);
      const [a, b] = servers;
      try {
        const subscribeAt = (index: number) =>
          postFrom(`${(index % 2 === 0 ? a : b).url}api/contact/subscribe?type=Newsletter`, {
            subscriberEmail: `reader${index}@example.com`,
          });

        const firstWave = await Promise.all(Array.from({ length: 30 }, (_, index) => subscribeAt(index)));
        expect(firstWave.map((answer) => answer.status)).toEqual(Array(30).fill(200));

        const client = new pg.Client({ connectionString: shared.url });
        await client.connect();
        try {
          const emails = async () =>
            (
              await client.query<{ email: string; n: number }>('select email, count(*)::int as n from subscriptions group by email')
            ).rows.sort(byEmail);
          const expected = (n: number) =>
            Array.from({ length: n }, (_, index) => ({ email: `reader${index}@example.com`, n: 1 })).sort(byEmail);
          expect(await emails()).toEqual(expected(30));
          const one = async (sql: string) => (await client.query<{ n: number }>(sql)).rows[0]!.n;
          expect(await one('select count(*)::int as n from job_vacancies')).toBe(seedRecords(suiteStart).jobs.length);
          expect(await one('select count(*)::int as n from articles')).toBe(seedRecords(suiteStart).articles.length);

          // Ten more POSTs, alternating, make forty across the two: all still accepted.
          const secondWave = await Promise.all(Array.from({ length: 10 }, (_, index) => subscribeAt(30 + index)));
          expect(secondWave.map((answer) => answer.status)).toEqual(Array(10).fill(200));
          // The forty-first, on either port, is refused: each process counted the other's.
          for (const server of [a, b]) {
            const refused = await postFrom(`${server.url}api/contact/subscribe?type=Newsletter`, {
              subscriberEmail: `late${server.port}@example.com`,
            });
            expect(refused.status, `port ${server.port}: ${await rateLimitCounters()}; stderr: ${a.stderr()} ${b.stderr()}`).toBe(429);
            expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
            expect(refused.headers['content-type']).toContain('application/problem+json');
          }
          expect(await emails()).toEqual(expected(40));
          // One counter in Redis for this client, the two processes' POSTs together (refusals count too).
          expect(await withRateLimitKeys((redis, keys) => Promise.all(keys.map((key) => redis.get(key))))).toEqual(['42']);
        } finally {
          await client.end();
        }
      } finally {
        const codes = await Promise.all(servers.map((server) => server.stop()));
        expect(codes).toEqual([0, 0]);
      }
    });
  });
}
