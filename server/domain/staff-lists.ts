import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../store/database';
import { audit, type Actor } from './audit';
import { applicationFiles, applications, contactMessages, subscriptions } from '../store/schema';

/** The staff lists: one page, sorted by a column the contract allows, searched case-blind over text columns. */
type ListQuery = { pageNo: number; pageSize: number; sort: string; order: 'asc' | 'desc'; q: string };

/** `%`, `_` and `\` in a search are meant literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function searchOver(q: string, columns: readonly AnyColumn[]): SQL | undefined {
  return q ? or(...columns.map((column) => ilike(column, likePattern(q)))) : undefined;
}

async function page<Row>(
  db: Executor,
  table: PgTable,
  select: (limit: number, offset: number, where: SQL | undefined, orderBy: SQL[]) => Promise<Row[]>,
  where: SQL | undefined,
  sortColumn: AnyColumn,
  idColumn: AnyColumn,
  query: ListQuery,
) {
  const direction = query.order === 'asc' ? asc : desc;
  const items = await select(query.pageSize, (query.pageNo - 1) * query.pageSize, where, [direction(sortColumn), direction(idColumn)]);
  const [total] = await db.select({ value: count() }).from(table).where(where);
  return { items, total: total!.value, pageNo: query.pageNo, pageSize: query.pageSize };
}

const iso = (date: Date) => date.toISOString();

export async function listMessages(db: Executor, query: ListQuery) {
  const columns = {
    createdAt: contactMessages.createdAt,
    fullName: contactMessages.fullName,
    email: contactMessages.email,
    company: contactMessages.company,
  };
  const where = searchOver(query.q, [
    contactMessages.fullName,
    contactMessages.email,
    contactMessages.company,
    contactMessages.messageBody,
  ]);
  return page(
    db,
    contactMessages,
    async (limit, offset, condition, orderBy) =>
      (
        await db
          .select()
          .from(contactMessages)
          .where(condition)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    where,
    columns[query.sort as keyof typeof columns],
    contactMessages.id,
    query,
  );
}

type SubscriberFilter = { q: string; type?: 'Newsletter' | 'contactACS'; status?: 'active' | 'unsubscribed' };

function subscriberConditions(filter: SubscriberFilter) {
  const conditions = [
    searchOver(filter.q, [subscriptions.email]),
    filter.type && eq(subscriptions.type, filter.type),
    filter.status && eq(subscriptions.status, filter.status),
  ].filter((condition): condition is SQL => Boolean(condition));
  return conditions.length ? and(...conditions) : undefined;
}

const subscriberRow = (row: typeof subscriptions.$inferSelect) => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function listSubscribers(db: Executor, query: ListQuery & SubscriberFilter) {
  const columns = {
    createdAt: subscriptions.createdAt,
    updatedAt: subscriptions.updatedAt,
    email: subscriptions.email,
    type: subscriptions.type,
    status: subscriptions.status,
  };
  return page(
    db,
    subscriptions,
    async (limit, offset, condition, orderBy) =>
      (
        await db
          .select()
          .from(subscriptions)
          .where(condition)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(subscriberRow),
    subscriberConditions(query),
    columns[query.sort as keyof typeof columns],
    subscriptions.id,
    query,
  );
}

/** Every subscriber the filter keeps, for the staff area's CSV: taking them out is audited. */
export async function exportSubscribers(db: Executor, actor: Actor, filter: SubscriberFilter) {
  const rows = (await db.select().from(subscriptions).where(subscriberConditions(filter)).orderBy(asc(subscriptions.id))).map(
    subscriberRow,
  );
  await audit(db, actor, 'subscribers.export', null, { rows: rows.length });
  return rows;
}

type ApplicationFilter = { jobId?: number; status?: (typeof applications.$inferSelect)['status'] };

export async function listApplicationPage(db: Executor, query: ListQuery & ApplicationFilter) {
  const name = sql`${applications.firstName} || ' ' || ${applications.lastName}`;
  const conditions = [
    searchOver(query.q, [applications.firstName, applications.lastName, applications.email, applications.jobTitle]),
    query.jobId !== undefined && eq(applications.jobId, query.jobId),
    query.status && eq(applications.status, query.status),
  ].filter((condition): condition is SQL => Boolean(condition));
  const where = conditions.length ? and(...conditions) : undefined;
  const columns = {
    createdAt: applications.createdAt,
    status: applications.status,
    jobTitle: applications.jobTitle,
    name: applications.firstName,
  };
  return page(
    db,
    applications,
    async (limit, offset, condition, orderBy) =>
      (
        await db
          .select({
            id: applications.id,
            status: applications.status,
            jobId: applications.jobId,
            jobTitle: applications.jobTitle,
            name: sql<string>`${name}`,
            email: applications.email,
            // Joined, not a subquery: in a subquery's text Drizzle leaves the columns unqualified, and "id"
            // then named the file's own id, not the application's.
            fileCount: count(applicationFiles.id),
            createdAt: applications.createdAt,
          })
          .from(applications)
          .leftJoin(applicationFiles, eq(applicationFiles.applicationId, applications.id))
          .where(condition)
          .groupBy(applications.id)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    where,
    columns[query.sort as keyof typeof columns],
    applications.id,
    query,
  );
}
