import type { ContactMessage } from '../../src/contracts/contact';
import { contactAcknowledgementMail, contactMessageMail } from '../mail/compose';
import type { Executor } from '../store/database';
import { remember, type Idempotency } from '../store/idempotency-keys';
import { queueMail } from '../store/outbox';
import { insertContactMessage, type Stored } from '../store/submission-rows';

/**
 * The message and the mail that tells the team of it (to `notify.to`, the sales address), with the
 * visitor's acknowledgement when `notify.acknowledge`, in one
 * transaction: a stored message always has its mail queued in the outbox, and its idempotency key
 * (when sent) remembered with its answer.
 */
export async function saveContactMessage(
  db: Executor,
  message: ContactMessage,
  notify: { to: string; acknowledge?: boolean },
  at: Date,
  idempotency?: Idempotency<Stored>,
): Promise<Stored> {
  return db.transaction(async (tx) => {
    const stored = await insertContactMessage(tx, message, at);
    await queueMail(tx, contactMessageMail(message, stored.id, notify.to), at);
    if (notify.acknowledge) await queueMail(tx, contactAcknowledgementMail(message, stored, notify.to), at);
    await remember(tx, idempotency, stored, at);
    return stored;
  });
}
