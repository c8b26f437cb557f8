import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { subscriptions } from '../store/schema';
import { audit, type Actor } from './audit';
import { allOf, iso, page, searchOver, type ListQuery } from './paging';

/** Newsletter and contact-form subscribers, as the staff area lists and exports them. */

type SubscriberFilter = {
  q: string;
  type?: (typeof subscriptions.$inferSelect)['type'];
  status?: (typeof subscriptions.$inferSelect)['status'];
};

function subscriberConditions(filter: SubscriberFilter) {
  return allOf(
    searchOver(filter.q, [subscriptions.email]),
    filter.type && eq(subscriptions.type, filter.type),
    filter.status && eq(subscriptions.status, filter.status),
  );
}

const subscriberRow = (row: typeof subscriptions.$inferSelect) => ({
  id: row.id,
  email: row.email,
  type: row.type,
  status: row.status,
  categories: row.categories,
  confirmedAt: row.confirmedAt && iso(row.confirmedAt),
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
  return page(db, {
    table: subscriptions,
    id: subscriptions.id,
    sortable: columns,
    where: subscriberConditions(query),
    query,
    rows: db.select().from(subscriptions).$dynamic(),
    item: subscriberRow,
  });
}

/** Every subscriber the filter keeps, for the staff area's CSV: taking them out is audited. */
export async function exportSubscribers(db: Executor, actor: Actor, filter: SubscriberFilter) {
  const rows = (await db.select().from(subscriptions).where(subscriberConditions(filter)).orderBy(asc(subscriptions.id))).map(
    subscriberRow,
  );
  await audit(db, actor, 'subscribers.export', null, { rows: rows.length });
  return rows;
}
