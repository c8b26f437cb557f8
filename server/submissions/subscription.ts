import type { SubscriptionType } from '../../src/contracts/subscriptions';
import { leadMail } from '../mail/compose';
import type { Executor } from '../store/database';
import { remember, type Idempotency } from '../store/idempotency-keys';
import { queueMail } from '../store/outbox';
import { insertLead } from '../store/submission-rows';
import { upsertSubscription } from '../store/subscriptions';
import { askToSubscribe } from '../domain/subscribing';

/**
 * A subscription, in one transaction with its idempotency key. An address left for the sales team
 * (type contactACS, the call-to-action blocks) is also a lead (issue 40, point 1): it joins the staff
 * Messages inbox with the page it was left on, and a mail to the sales address (`notify.to`) is
 * queued in the outbox, retried as every team mail is. A newsletter address, or one for job alerts
 * (with its categories), is asked to confirm by a mailed link first (double opt-in, issue 40, points 2 and 3).
 */
export async function saveSubscription(
  db: Executor,
  subscription: { email: string; type: SubscriptionType | 'JobAlerts'; categories?: string[]; pageOfOrigin: string | null },
  notify: { to: string; siteUrl: string },
  at: Date,
  idempotency?: Idempotency<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (subscription.type !== 'contactACS') {
      await askToSubscribe(
        tx,
        { email: subscription.email, list: subscription.type, categories: subscription.categories },
        notify.siteUrl,
        at,
      );
    } else {
      await upsertSubscription(tx, subscription.email, subscription.type, at);
      const id = await insertLead(tx, subscription.email, subscription.pageOfOrigin, at);
      await queueMail(
        tx,
        leadMail({ email: subscription.email, pageOfOrigin: subscription.pageOfOrigin }, id, notify.to, notify.siteUrl, at),
        at,
      );
    }
    await remember(tx, idempotency, undefined, at);
  });
}
