import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { staffSignInFailures, staffUsers } from '../store/schema';
import { audit } from './audit';
import { checkPassword } from './passwords';

/**
 * Password sign-in with throttling: 10 failures in a row lock an account for 15 minutes; 30 failures
 * from one address in 15 minutes stop that address for the rest of the window. The answer is the same,
 * and the same Argon2 work is done, whether the account exists, is locked, disabled or not set up.
 */
const lockAfterFailures = 10;
const lockMs = 15 * 60_000;
const addressFailureLimit = 30;

export type SignInResult =
  { ok: true; user: { id: number; email: string; role: 'hr' | 'marketing' | 'admin' } } | { ok: false; addressThrottled: boolean };

async function addressFailures(db: Executor, address: string, now: Date) {
  const since = new Date(now.getTime() - lockMs);
  await db.delete(staffSignInFailures).where(lt(staffSignInFailures.createdAt, since));
  const [row] = await db
    .select({ value: count() })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.address, address), gte(staffSignInFailures.createdAt, since)));
  return row!.value;
}

export async function signInWithPassword(db: Executor, email: string, password: string, address: string, now: Date): Promise<SignInResult> {
  const throttled = (await addressFailures(db, address, now)) >= addressFailureLimit;
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`);
  // Always hash: the time taken says nothing about the account.
  const matches = await checkPassword(user?.passwordHash ?? null, password);
  const locked = user?.lockedUntil !== null && user?.lockedUntil !== undefined && user.lockedUntil > now;
  if (user && matches && !locked && !user.disabled && !throttled) {
    await db.update(staffUsers).set({ failedSignIns: 0, lockedUntil: null }).where(eq(staffUsers.id, user.id));
    return { ok: true, user: { id: user.id, email: user.email, role: user.role } };
  }
  await db.insert(staffSignInFailures).values({ address, createdAt: now });
  if (user && !locked) {
    const failures = user.failedSignIns + 1;
    const lock = failures >= lockAfterFailures;
    await db
      .update(staffUsers)
      .set({ failedSignIns: lock ? 0 : failures, lockedUntil: lock ? new Date(now.getTime() + lockMs) : user.lockedUntil })
      .where(eq(staffUsers.id, user.id));
    if (lock) await audit(db, { name: 'anonymous', address, at: now }, 'user.locked', user.email, { minutes: lockMs / 60_000 });
  }
  await audit(db, { name: 'anonymous', address, at: now }, 'sign-in.failed', email, {});
  return { ok: false, addressThrottled: throttled };
}
