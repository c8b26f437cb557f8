import { createHash } from 'node:crypto';
import { asc, count, desc, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { staffAudit } from '../store/schema';
import { allOf, searchOver } from './paging';

/**
 * Who did something: an account's e-mail, "cli:<login name>", or "anonymous"; from where; and when, by
 * the clock of the door it came through (server/clock.ts), read once per request or command.
 */
export type Actor = { name: string; address: string | null; at: Date };

/** What a row says, as its hash covers it. */
type AuditContent = Pick<typeof staffAudit.$inferSelect, 'at' | 'actor' | 'action' | 'target' | 'address' | 'details'>;

/** JSON with every object's keys sorted: the store's jsonb keeps its own key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** A row's link in the chain: SHA-256 of the row before's hash (or nothing, for the first) and this row's content. */
function chainHash(previous: string | null, row: AuditContent): string {
  const content = [previous ?? '', row.at.toISOString(), row.actor, row.action, row.target, row.address, canonical(row.details)];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** The key of the lock that makes appends one at a time (each reads the hash the one before wrote). */
const chainLock = 0x61756469; // "audi"

/**
 * Appends one row to the audit log, chained to the row before by its hash. There is no function that
 * changes or removes a row; the database refuses UPDATE, DELETE and TRUNCATE on the table (migration
 * 0006), and on PostgreSQL the server's own role may not (README, Security). The lock is held to the
 * end of the caller's transaction, so that two appends never chain to the same row.
 */
export async function audit(db: Executor, actor: Actor, action: string, target: string | null, details: Record<string, unknown> = {}) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${chainLock})`);
    const [last] = await tx.select({ hash: staffAudit.hash }).from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
    const row = { at: actor.at, actor: actor.name, action, target, address: actor.address, details };
    await tx.insert(staffAudit).values({ ...row, hash: chainHash(last?.hash ?? null, row) });
  });
}

export type ChainCheck =
  | { holds: true; rows: number; unchained: number; lastHash: string | null }
  | { holds: false; rows: number; brokenAt: number; reason: string };

/**
 * Walks the log in order and recomputes each hash. Rows written before the chain began (no hash, all
 * before the first hashed row) are counted apart; after it, a row without a hash, or whose hash is
 * not its content's chained to the row before, breaks the chain: a row changed, removed or inserted.
 * Rows cut off the end leave no trace in what remains: the last hash, kept elsewhere, shows them.
 */
export async function verifyAuditChain(db: Executor): Promise<ChainCheck> {
  let previous: string | null = null;
  let chained = false;
  let rows = 0;
  let unchained = 0;
  let after = 0;
  for (;;) {
    const batch = await db.select().from(staffAudit).where(gt(staffAudit.id, after)).orderBy(asc(staffAudit.id)).limit(1000);
    if (!batch.length) return { holds: true, rows, unchained, lastHash: previous };
    for (const row of batch) {
      rows += 1;
      after = row.id;
      if (row.hash === null && !chained) {
        unchained += 1;
        continue;
      }
      if (row.hash === null) return { holds: false, rows, brokenAt: row.id, reason: 'it has no hash, yet rows before it have' };
      if (row.hash !== chainHash(previous, row))
        return {
          holds: false,
          rows,
          brokenAt: row.id,
          reason: 'its hash does not match its content and the row before it: it was changed, or a row before it was removed or changed',
        };
      chained = true;
      previous = row.hash;
    }
  }
}

/** The columns the log is shown with: the hash is the chain's, checked by verifyAuditChain. */
const shown = {
  id: staffAudit.id,
  at: staffAudit.at,
  actor: staffAudit.actor,
  action: staffAudit.action,
  target: staffAudit.target,
  address: staffAudit.address,
  details: staffAudit.details,
};

export type AuditFilter = { since?: Date; q?: string; pageNo: number; pageSize: number; order?: 'asc' | 'desc' };

/** From a moment on, and rows whose actor, action or target holds the search, as written (`%` and `_` too). */
function auditConditions({ since, q = '' }: Pick<AuditFilter, 'since' | 'q'>): SQL | undefined {
  return allOf(since && gte(staffAudit.at, since), searchOver(q, [staffAudit.actor, staffAudit.action, staffAudit.target]));
}

/** One page of the log, newest first unless asked otherwise. */
export async function listAudit(db: Executor, filter: AuditFilter) {
  const where = auditConditions(filter);
  const rows = await db
    .select(shown)
    .from(staffAudit)
    .where(where)
    .orderBy(filter.order === 'asc' ? sql`${staffAudit.id} asc` : desc(staffAudit.id))
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize);
  const [total] = await db.select({ value: count() }).from(staffAudit).where(where);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total!.value,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

export type AuditRow = {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  address: string | null;
  details: Record<string, unknown>;
};

/** The whole log since a moment (or all of it), oldest first: what `npm run admin -- audit` prints. */
export async function auditSince(db: Executor, since?: Date): Promise<AuditRow[]> {
  const rows = await db
    .select(shown)
    .from(staffAudit)
    .where(since ? gte(staffAudit.at, since) : undefined)
    .orderBy(staffAudit.id);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
