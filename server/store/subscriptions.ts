import { eq } from 'drizzle-orm';
import type { SubscriptionType } from '../../src/contracts/subscriptions';
import type { Executor } from './database';
import { remember, type Idempotency } from './idempotency-keys';
import { subscriptions } from './schema';

/**
 * Stores the address once per type; a repeat (or a return after unsubscribing) makes it active again.
 * Call it in the transaction of the submission (server/submissions/subscription.ts).
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
      .set({ status: 'unsubscribed', updatedAt: at })
      .where(eq(subscriptions.email, email))
      .returning({ id: subscriptions.id });
    await remember(tx, idempotency, rows.length, at);
    return rows.length;
  });
}
