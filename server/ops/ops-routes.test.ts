import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { queueMail } from '../store/outbox';
import type { Store } from '../store/open-store';
import { fakeDist, openTestStore } from '../test/test-app';
import { registerMetrics } from './metrics';
import { opsRoutes, type OpsOptions } from './ops-routes';

/** /healthz, /readyz and /metrics: what operators and their probes are told (docs/operations.md: "Operating the site"). */

const opened = (await openTestStore('pglite'))!;
afterAll(() => opened.dispose());

let workerState: 'off' | 'running' | 'stalled' = 'running';
const app = await buildApp({
  config: { distDir: fakeDist(), trustProxy: false, rateLimitMax: 1000, logLevel: 'silent', metricsToken: 'scrape-me-0123456789' },
  store: opened.store,
  mailWorker: { state: () => workerState },
  logger: false,
});
await app.ready();
afterAll(() => app.close());

const local = { remoteAddress: '127.0.0.1' };
const remote = { remoteAddress: '203.0.113.7' };

/** The ops routes alone, on a store that is made to fail as a test needs. */
async function opsApp(store: Pick<Store, 'db' | 'clock'>, options: Partial<OpsOptions> = {}) {
  const bare = Fastify();
  const metrics = registerMetrics(bare, store);
  await bare.register(opsRoutes, { store, metrics, ...options });
  await bare.ready();
  return bare;
}

describe('/healthz', () => {
  it('answers 200 while the process answers, and is never cached', async () => {
    const answer = await app.inject({ url: '/healthz', ...remote });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('is ready when the store answers, its migrations are applied and the mail worker runs', async () => {
    workerState = 'running';
    const answer = await app.inject({ url: '/readyz', ...remote });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', checks: { store: 'ok', migrations: 'ok', outbox: 'ok' } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is ready without SMTP_URL: the worker is off by configuration, the mails wait in the outbox', async () => {
    workerState = 'off';
    const answer = await app.inject({ url: '/readyz', ...remote });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().checks.outbox).toBe('off');
  });

  it('answers 503 with a problem when the mail worker has stalled', async () => {
    workerState = 'stalled';
    const answer = await app.inject({ url: '/readyz', ...remote });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({
      status: 503,
      title: 'Service Unavailable',
      detail: 'Not ready: outbox stalled.',
      checks: { outbox: 'stalled' },
    });
    workerState = 'running';
  });

  it('answers 503 naming the store when the store cannot be reached', async () => {
    const unreachable = {
      clock: opened.store.clock,
      db: { execute: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) },
    };
    const bare = await opsApp(unreachable as unknown as Pick<Store, 'db' | 'clock'>);
    const answer = await bare.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      detail: 'Not ready: store failed, migrations failed.',
      checks: { store: 'failed', migrations: 'failed' },
    });
    await bare.close();
  });

  it('answers 503 when the store has not had this build migrations', async () => {
    let calls = 0;
    const behind = {
      clock: opened.store.clock,
      db: { execute: async () => ((calls += 1) === 1 ? { rows: [{ '?column?': 1 }] } : { rows: [{ newest: '1' }] }) },
    };
    const bare = await opsApp(behind as unknown as Pick<Store, 'db' | 'clock'>, { mailWorker: { state: () => 'running' } });
    const answer = await bare.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      detail: 'Not ready: migrations pending.',
      checks: { store: 'ok', migrations: 'pending', outbox: 'ok' },
    });
    await bare.close();
  });
});

describe('/metrics', () => {
  it('counts requests by method, route and status, and times them', async () => {
    await app.inject({ url: '/healthz', ...local });
    await app.inject({ url: '/healthz', ...local });
    await app.inject({ method: 'POST', url: '/api/job-vacancy/get-job-by-id', payload: { id: 987654 }, ...local });
    const answer = await app.inject({ url: '/metrics', ...local });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatch(/^http_requests_total\{method="GET",route="\/healthz",status="200"\} [2-9]\d*$/m);
    expect(answer.body).toMatch(/^http_requests_total\{method="POST",route="\/api\/job-vacancy\/get-job-by-id",status="404"\} 1$/m);
    expect(answer.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} [2-9]\d*$/m);
    expect(answer.body).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('gives the outbox backlog: how many mails wait and how long the oldest has', async () => {
    const before = await app.inject({ url: '/metrics', ...local });
    const pending = Number(/^outbox_pending_mails (\d+)$/m.exec(before.body)?.[1]);
    await queueMail(
      opened.store.db,
      {
        kind: 'contact-message',
        subjectId: 1,
        recipient: 'sales@example.com',
        replyTo: 'a@example.com',
        subject: 's',
        body: 'b',
      },
      opened.store.clock(),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await app.inject({ url: '/metrics', ...local });
    expect(Number(/^outbox_pending_mails (\d+)$/m.exec(after.body)?.[1])).toBe(pending + 1);
    expect(Number(/^outbox_oldest_pending_age_seconds ([\d.e+-]+)$/m.exec(after.body)?.[1])).toBeGreaterThanOrEqual(1);
  });

  it('counts the requests that failed on the store, by code', async () => {
    const bare = Fastify();
    const metrics = registerMetrics(bare, opened.store);
    bare.get('/fails', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    await bare.ready();
    await bare.inject({ url: '/fails' });
    expect(await metrics.registry.getSingleMetricAsString('store_errors_total')).toMatch(/^store_errors_total\{code="ECONNREFUSED"\} 1$/m);
    await bare.close();
  });

  it('answers this machine only: another address gets 401 without the token, and a proxied request from loopback is not local', async () => {
    const away = await app.inject({ url: '/metrics', ...remote });
    expect(away.statusCode).toBe(401);
    expect(away.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(away.json()).toMatchObject({ status: 401 });
    expect(away.body).not.toContain('http_requests_total');
    const proxied = await app.inject({ url: '/metrics', ...local, headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(proxied.statusCode).toBe(401);
    const wrong = await app.inject({ url: '/metrics', ...remote, headers: { authorization: 'Bearer scrape-me-0123456780' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers another machine that sends METRICS_TOKEN as a bearer token', async () => {
    const answer = await app.inject({ url: '/metrics', ...remote, headers: { authorization: 'Bearer scrape-me-0123456789' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('http_requests_total');
  });

  it('without METRICS_TOKEN, refuses every other machine with 403', async () => {
    const bare = await opsApp(opened.store);
    const answer = await bare.inject({ url: '/metrics', ...remote, headers: { authorization: 'Bearer anything' } });
    expect(answer.statusCode).toBe(403);
    expect((await bare.inject({ url: '/metrics', ...local })).statusCode).toBe(200);
    await bare.close();
  });
});
