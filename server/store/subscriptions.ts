import { eq } from 'drizzle-orm';
import type { SubscriptionType } from '../../src/contracts/subscriptions';
import type { Executor } from './database';
import { remember, type Idempotency } from './idempotency-keys';
import { subscriptions } from './schema';

/**
 * Stores the address once per type; a repeat (or a return after unsubscribing) makes it active again.
 * The idempotency key (when sent) is remembered in the same transaction.
 */
export async function subscribe(
  db: Executor,
  email: string,
  type: SubscriptionType,
  at: Date,
  idempotency?: Idempotency<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(subscriptions)
      .values({ email, type, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [subscriptions.email, subscriptions.type],
        set: { status: 'active', updatedAt: at },
      });
    await remember(tx, idempotency, undefined, at);
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
