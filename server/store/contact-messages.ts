import type { ContactMessage } from '../../src/contracts/contact';
import { remember, type Idempotency } from '../idempotency';
import { contactMessageMail } from '../mail/compose';
import type { Executor } from './database';
import { contactMessages, outbox } from './schema';

/**
 * The message and the mail that tells the team of it (to `notify.to`, the sales address), in one
 * transaction: a stored message always has its mail queued in the outbox, and its idempotency key
 * (when sent) remembered with its answer.
 */
export async function saveContactMessage(
  db: Executor,
  message: ContactMessage,
  notify: { to: string },
  idempotency?: Idempotency<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    const id = row!.id;
    await tx.insert(outbox).values(contactMessageMail(message, id, notify.to));
    await remember(tx, idempotency, id);
    return id;
  });
}
