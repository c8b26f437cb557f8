import type { Executor } from '../store/database';
import { contactMessages } from '../store/schema';
import { iso, page, searchOver, type ListQuery } from './paging';

/** Contact messages, as the staff area lists them (every role reads them). */

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
  return page(db, {
    table: contactMessages,
    id: contactMessages.id,
    sortable: columns,
    where,
    query,
    rows: db.select().from(contactMessages).$dynamic(),
    item: (row) => ({ ...row, createdAt: iso(row.createdAt) }),
  });
}
