import { leadMail } from '../mail/compose';
import type { Executor } from '../store/database';
import { remember, type Idempotency } from '../store/idempotency-keys';
import { queueMail } from '../store/outbox';
import { insertLead } from '../store/submission-rows';
import { upsertSubscription } from '../store/subscriptions';

/**
 * A sales contact, in one transaction with its idempotency key. An address left for the sales team
 * (type contactACS, the call-to-action blocks) is also a lead (issue 40, point 1): it joins the staff
 * Messages inbox with the page it was left on, and a mail to the sales address (`notify.to`) is
 * queued in the outbox, retried as every team mail is. A newsletter address, or one for job alerts,
 * is asked to confirm first (server/domain/subscribing.ts, double opt-in).
 */
export async function saveSubscription(
  db: Executor,
  subscription: { email: string; type: 'contactACS'; pageOfOrigin: string | null },
  notify: { to: string; siteUrl: string },
  at: Date,
  idempotency?: Idempotency<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertSubscription(tx, subscription.email, subscription.type, at);
    const id = await insertLead(tx, subscription.email, subscription.pageOfOrigin, at);
    await queueMail(
      tx,
      leadMail({ email: subscription.email, pageOfOrigin: subscription.pageOfOrigin }, id, notify.to, notify.siteUrl, at),
      at,
    );
    await remember(tx, idempotency, undefined, at);
  });
}
