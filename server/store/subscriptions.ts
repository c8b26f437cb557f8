import { and, eq, ne } from 'drizzle-orm';
import type { SubscriptionType } from '../../src/contracts/subscriptions';
import type { Executor } from './database';
import { remember, type Idempotency } from './idempotency-keys';
import { subscriptions } from './schema';

/**
 * Stores a sales contact's address (contactACS) once; a repeat (or a return after unsubscribing) makes
 * it active again. Call it in the transaction of the submission (server/submissions/subscription.ts).
 * Newsletter and job-alert addresses are confirmed first (server/domain/subscribing.ts).
 */
export async function upsertSubscription(tx: Executor, email: string, type: SubscriptionType, at: Date): Promise<void> {
  await tx
    .insert(subscriptions)
    .values({ email, type, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [subscriptions.email, subscriptions.type],
      set: { status: 'active', updatedAt: at },
    });
}

/** Marks every subscription of the address unsubscribed; answers how many there were. */
export async function unsubscribe(db: Executor, email: string, at: Date, idempotency?: Idempotency<number>): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: at, updatedAt: at })
      .where(and(eq(subscriptions.email, email), ne(subscriptions.status, 'unsubscribed')))
      .returning({ id: subscriptions.id });
    await remember(tx, idempotency, rows.length, at);
    return rows.length;
  });
}
