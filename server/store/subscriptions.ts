import { eq, sql } from 'drizzle-orm';
import type { SubscriptionType } from '../../src/contracts/subscriptions';
import type { Executor } from './database';
import { subscriptions } from './schema';

/** Stores the address once per type; a repeat (or a return after unsubscribing) makes it active again. */
export async function subscribe(db: Executor, email: string, type: SubscriptionType): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ email, type })
    .onConflictDoUpdate({
      target: [subscriptions.email, subscriptions.type],
      set: { status: 'active', updatedAt: sql`now()` },
    });
}

/** Marks every subscription of the address unsubscribed; answers how many there were. */
export async function unsubscribe(db: Executor, email: string): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'unsubscribed', updatedAt: sql`now()` })
    .where(eq(subscriptions.email, email))
    .returning({ id: subscriptions.id });
  return rows.length;
}
