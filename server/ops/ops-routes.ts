import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { problem } from '../problem';
import { problemContentType } from '../../src/contracts/problem';
import type { MailWorker } from '../mail/worker';
import { migrationsFolder, type Store } from '../store/open-store';
import type { Metrics } from './metrics';

/**
 * What operators and their tools ask the process (docs/operations.md: "Operating the site"):
 * - `GET /healthz`: the process answers (a liveness probe; it reads nothing).
 * - `GET /readyz`: the store answers, its migrations are applied and the outbox's worker comes round;
 *   200 with each check, else 503 as a problem naming what is wrong (a readiness probe, a load balancer).
 * - `GET /metrics`: Prometheus's text format, from loopback only, or from anywhere with
 *   `Authorization: Bearer <METRICS_TOKEN>` when that is set.
 * None is ever stored by a cache.
 */
export type OpsOptions = {
  store: Pick<Store, 'db'>;
  metrics: Metrics;
  /** The running worker; absent in an app without one (the tests'), which counts as "off". */
  mailWorker?: Pick<MailWorker, 'state'>;
  metricsToken?: string;
};

/** The newest migration this build carries, by drizzle-kit's journal (`when`, which the migrator records). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** A check that takes longer than this has failed: a probe must answer in time itself. */
const checkTimeoutMs = 2_000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), checkTimeoutMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

type Check = 'ok' | 'off' | 'failed' | 'pending' | 'stalled';

/**
 * A client on this machine: the client's address (after TRUST_PROXY's reading of X-Forwarded-For) is
 * a loopback one, and no proxy forwarded the request (a proxy on this machine makes every request look local).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const address = request.ip;
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(plain) === 4 ? plain.startsWith('127.') : plain === '::1';
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function refuse(reply: FastifyReply, status: number, detail: string) {
  return reply.code(status).type(problemContentType).send(problem(status, detail));
}

export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, { store, metrics, mailWorker, metricsToken }) => {
  const migrationsWanted = newestMigration();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const checks: Record<'store' | 'migrations' | 'outbox', Check> = { store: 'failed', migrations: 'failed', outbox: 'off' };
    try {
      await withinTime(store.db.execute(sql`select 1`));
      checks.store = 'ok';
      // The migrator's own table: each applied migration with its journal time.
      const applied = (await withinTime(store.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`))) as {
        rows: { newest: string | null }[];
      };
      checks.migrations = Number(applied.rows[0]?.newest ?? 0) >= migrationsWanted ? 'ok' : 'pending';
    } catch {
      // The store is unreachable, or holds no migrations table: the check says which stayed "failed".
    }
    const worker = mailWorker?.state() ?? 'off';
    checks.outbox = worker === 'running' ? 'ok' : worker;
    const failing = Object.entries(checks).filter(([, state]) => state !== 'ok' && state !== 'off');
    if (!failing.length) return { status: 'ready', checks };
    const detail = `Not ready: ${failing.map(([name, state]) => `${name} ${state}`).join(', ')}.`;
    return reply
      .code(503)
      .type(problemContentType)
      .header('retry-after', '5')
      .send({ ...problem(503, detail), checks });
  });

  app.get('/metrics', async (request: FastifyRequest, reply) => {
    const allowed = fromThisMachine(request) || (metricsToken !== undefined && tokenMatches(request.headers.authorization, metricsToken));
    if (!allowed) {
      if (metricsToken === undefined)
        return refuse(reply, 403, 'The metrics are answered on this machine only (set METRICS_TOKEN to read them from elsewhere).');
      return refuse(
        reply.header('www-authenticate', 'Bearer realm="metrics"'),
        401,
        'The metrics need the bearer token set in METRICS_TOKEN.',
      );
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
