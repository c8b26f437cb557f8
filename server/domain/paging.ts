import { asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../store/database';

/** The staff lists: one page, sorted by a column the contract allows, searched case-blind over text columns. */
export type ListQuery = { pageNo: number; pageSize: number; sort: string; order: 'asc' | 'desc'; q: string };

/** `%`, `_` and `\` in a search are meant literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function searchOver(q: string, columns: readonly AnyColumn[]): SQL | undefined {
  return q ? or(...columns.map((column) => ilike(column, likePattern(q)))) : undefined;
}

export async function page<Row>(
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

export const iso = (date: Date) => date.toISOString();
