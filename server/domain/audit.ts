import { count, desc, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { staffAudit } from '../store/schema';
import { allOf, searchOver } from './paging';

/**
 * Who did something: an account's e-mail, "cli:<login name>", or "anonymous"; from where; and when, by
 * the clock of the door it came through (server/clock.ts), read once per request or command.
 */
export type Actor = { name: string; address: string | null; at: Date };

/**
 * Appends one row to the audit log. There is no function that changes or removes a row, and the
 * database refuses UPDATE, DELETE and TRUNCATE on the table (migration 0006).
 */
export async function audit(db: Executor, actor: Actor, action: string, target: string | null, details: Record<string, unknown> = {}) {
  await db.insert(staffAudit).values({ actor: actor.name, address: actor.address, action, target, details, at: actor.at });
}

export type AuditFilter = { since?: Date; q?: string; pageNo: number; pageSize: number; order?: 'asc' | 'desc' };

/** From a moment on, and rows whose actor, action or target holds the search, as written (`%` and `_` too). */
function auditConditions({ since, q = '' }: Pick<AuditFilter, 'since' | 'q'>): SQL | undefined {
  return allOf(since && gte(staffAudit.at, since), searchOver(q, [staffAudit.actor, staffAudit.action, staffAudit.target]));
}

/** One page of the log, newest first unless asked otherwise. */
export async function listAudit(db: Executor, filter: AuditFilter) {
  const where = auditConditions(filter);
  const rows = await db
    .select()
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
    .select()
    .from(staffAudit)
    .where(since ? gte(staffAudit.at, since) : undefined)
    .orderBy(staffAudit.id);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
