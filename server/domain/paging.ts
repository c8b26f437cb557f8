import { and, asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../store/database';

/** The staff lists: one page, sorted by a column the contract allows, searched case-blind over text columns. */
export type ListQuery = { pageNo: number; pageSize: number; sort: string; order: 'asc' | 'desc'; q: string };

/** `%`, `_` and `\` in a search are meant literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function searchOver(q: string, columns: readonly AnyColumn[]): SQL | undefined {
  return q ? or(...columns.map((column) => ilike(column, likePattern(q)))) : undefined;
}

/** The conditions that are set, all of them; none is no condition. */
export function allOf(...conditions: (SQL | false | undefined)[]): SQL | undefined {
  const set = conditions.filter((condition): condition is SQL => Boolean(condition));
  return set.length ? and(...set) : undefined;
}

type PageOf<Select extends PgSelect, Item> = {
  /** The table the list counts. */
  table: PgTable;
  /** Its id, the tie-break of every sort. */
  id: AnyColumn;
  /** The columns the contract lets the list be sorted by, by the name the query gives. */
  sortable: Readonly<Record<string, AnyColumn>>;
  where: SQL | undefined;
  query: ListQuery;
  /** The rows' query, dynamic (`.$dynamic()`): the page adds its condition, order, limit and offset. */
  rows: Select;
  item: (row: Awaited<Select>[number]) => Item;
};

/** One page of a staff list, and how many rows the whole list holds. */
export async function page<Select extends PgSelect, Item>(db: Executor, list: PageOf<Select, Item>) {
  const { query } = list;
  const direction = query.order === 'asc' ? asc : desc;
  const rows = (await list.rows
    .where(list.where)
    .orderBy(direction(list.sortable[query.sort] ?? list.id), direction(list.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)) as Awaited<Select>;
  const [total] = await db.select({ value: count() }).from(list.table).where(list.where);
  return { items: rows.map(list.item), total: total!.value, pageNo: query.pageNo, pageSize: query.pageSize };
}

export const iso = (date: Date) => date.toISOString();
