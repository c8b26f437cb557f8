import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { storeUnavailable } from '../problem';
import { outboxBacklog } from '../store/outbox';
import type { Store } from '../store/open-store';

/**
 * The server's Prometheus metrics (`GET /metrics`, server/ops/ops-routes.ts): requests by route and
 * status, their durations, the outbox's backlog read from the store at each scrape, and the store's
 * faults, with Node's own process metrics. A registry of its own per app, so that two apps in one
 * process (the tests) do not count into each other.
 */
export type Metrics = { registry: Registry };

/** Seconds: from a page or a 304 out of memory (well under a millisecond) to a 10 MB upload. */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The route a request matched, as registered (`/api/job-vacancy/get-job-by-id`, `/careers/:id`), so that the
 * labels stay few whatever paths clients send; a request no route took is "unmatched".
 */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

export function registerMetrics(app: FastifyInstance, store: Pick<Store, 'db' | 'clock'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route and status.',
    labelNames,
    buckets: durationBuckets,
    registers: [registry],
  });
  const storeErrors = new Counter({
    name: 'store_errors_total',
    help: 'Requests that failed because the store could not be reached or had no room, by error code.',
    labelNames: ['code'],
    registers: [registry],
  });
  const backlogFailed = new Counter({
    name: 'outbox_backlog_read_errors_total',
    help: 'Scrapes at which the outbox could not be read from the store.',
    registers: [registry],
  });
  let backlog: Promise<{ pending: number; oldestAgeSeconds: number } | undefined> | undefined;
  /** One query for both gauges of a scrape. */
  const readBacklog = () =>
    (backlog ??= outboxBacklog(store.db, store.clock())
      .catch(() => {
        backlogFailed.inc();
        return undefined;
      })
      .finally(() => setImmediate(() => (backlog = undefined))));
  new Gauge({
    name: 'outbox_pending_mails',
    help: 'Mails in the outbox not yet sent.',
    registers: [registry],
    async collect() {
      const read = await readBacklog();
      if (read) this.set(read.pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'How long the oldest unsent mail has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      const read = await readBacklog();
      if (read) this.set(read.oldestAgeSeconds);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onError', async (_request, _reply, error) => {
    const code = storeUnavailable(error);
    if (code) storeErrors.inc({ code });
  });
  return { registry };
}
