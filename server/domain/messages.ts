import type { Executor } from '../store/database';
import { audit, type Actor } from './audit';
import { contactMessages } from '../store/schema';
import { iso, page, searchOver, type ListQuery } from './paging';

/**
 * Contact messages and sales leads (an address left in a call-to-action block, with its page), as
 * the staff area lists them (every role reads them): the page shows each whole,
 * so the ids shown are audited as read by `reader`.
 */
export async function listMessages(db: Executor, reader: Actor, query: ListQuery) {
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
    contactMessages.pageOfOrigin,
  ]);
  const shown = await page(db, {
    table: contactMessages,
    id: contactMessages.id,
    sortable: columns,
    where,
    query,
    rows: db.select().from(contactMessages).$dynamic(),
    item: (row) => ({ ...row, createdAt: iso(row.createdAt) }),
  });
  if (shown.items.length) await audit(db, reader, 'messages.read', null, { ids: shown.items.map((item) => item.id) });
  return shown;
}
