import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { staffKnownAddresses, staffPasskeys, staffSignInFailures, staffUsers } from '../store/schema';
import { queueMail } from '../store/outbox';
import { staffNoticeMail } from '../mail/staff-mails';
import { audit } from './audit';
import { checkPassword } from './passwords';

/**
 * Password sign-in with throttling that cannot be turned on a victim (issue 39, point 3; ASVS 2.2.1):
 *
 * - Failures slow down the pair of account (as typed) and address: after 3, each next try waits 1, 2,
 *   4 … seconds, up to 15 minutes; a try in the wait is answered 429 without checking the password.
 * - 20 failures of one account within 15 minutes, from any addresses, lock it for 15 minutes, and its
 *   owner is told by e-mail. A locked account stays open to its owner by a passkey, by the password
 *   and its second factor, or by the password from an address it signed in from before.
 * - 30 failures from one address within 15 minutes (a password spray) stop that address for the rest
 *   of the window, except for an account that signed in from there before.
 *
 * The answer is the same, and the same Argon2 work is done, whether the account exists, is locked,
 * disabled or not set up.
 */
export const signInThrottle = {
  freeFailures: 3,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  /** Failures older than this are forgotten. */
  windowMinutes: 60,
  accountLockFailures: 20,
  lockMinutes: 15,
  addressFailureLimit: 30,
} as const;

const minute = 60_000;
const lockWindowMs = signInThrottle.lockMinutes * minute;

type SignedInUser = { id: number; email: string; role: 'hr' | 'marketing' | 'admin' };
/** What the password step leads to: signed in, or the second factor next (its code, or a passkey). */
type SecondFactorNeed = { code: boolean; passkey: boolean };
export type SignInResult =
  { ok: true; user: SignedInUser; secondFactor: SecondFactorNeed | null } | { ok: false; retryAfterSeconds?: number };

/** The wait after `failures` failures of one account from one address. */
export function delayAfter(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = signInThrottle;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelaySeconds * 2 ** (failures - freeFailures), maxDelaySeconds);
}

/** Seconds to wait before the next try of this account from this address (0: go ahead). */
export async function pairWait(db: Executor, account: string, address: string, now: Date): Promise<number> {
  await db
    .delete(staffSignInFailures)
    .where(lt(staffSignInFailures.createdAt, new Date(now.getTime() - signInThrottle.windowMinutes * minute)));
  const rows = await db
    .select({ at: staffSignInFailures.createdAt })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.account, account), eq(staffSignInFailures.address, address)))
    .orderBy(desc(staffSignInFailures.createdAt));
  if (!rows.length) return 0;
  const waitMs = rows[0]!.at.getTime() + delayAfter(rows.length) * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

async function failuresSince(db: Executor, column: 'account' | 'address', value: string, now: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures[column], value), gte(staffSignInFailures.createdAt, new Date(now.getTime() - lockWindowMs))));
  return row!.value;
}

async function isKnownAddress(db: Executor, userId: number, address: string) {
  const [row] = await db
    .select({ userId: staffKnownAddresses.userId })
    .from(staffKnownAddresses)
    .where(and(eq(staffKnownAddresses.userId, userId), eq(staffKnownAddresses.address, address)));
  return Boolean(row);
}

/** An address the account signed in from (every step done): remembered, for when it is locked. */
export async function rememberAddress(db: Executor, userId: number, address: string, now: Date) {
  await db
    .insert(staffKnownAddresses)
    .values({ userId, address, lastSignedInAt: now })
    .onConflictDoUpdate({ target: [staffKnownAddresses.userId, staffKnownAddresses.address], set: { lastSignedInAt: now } });
}

/**
 * A failed try of `account` from `address` (a wrong password, or a wrong second-factor code): it
 * counts to the pair's delay, and 20 in 15 minutes lock the account, once, with a mail to its owner.
 */
export async function recordFailure(db: Executor, account: string, address: string, now: Date) {
  await db.insert(staffSignInFailures).values({ account, address, createdAt: now });
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${account}`);
  if (!user || (user.lockedUntil && user.lockedUntil > now)) return;
  if ((await failuresSince(db, 'account', account, now)) < signInThrottle.accountLockFailures) return;
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ lockedUntil: new Date(now.getTime() + lockWindowMs) })
      .where(eq(staffUsers.id, user.id));
    await audit(tx, { name: 'anonymous', address, at: now }, 'user.locked', user.email, { minutes: signInThrottle.lockMinutes });
    await queueMail(tx, staffNoticeMail(user, { kind: 'locked', minutes: signInThrottle.lockMinutes }, now, address), now);
  });
}

/** The second factor an account's password sign-in goes on to, if any: its app's code, or (an admin's) its passkey. */
async function secondFactorOf(db: Executor, user: typeof staffUsers.$inferSelect): Promise<SecondFactorNeed | null> {
  const [keys] = await db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
  const code = user.totpSecret !== null;
  const passkey = keys!.n > 0;
  return code || (user.role === 'admin' && passkey) ? { code, passkey } : null;
}

export async function signInWithPassword(db: Executor, email: string, password: string, address: string, now: Date): Promise<SignInResult> {
  const account = email.toLowerCase();
  const wait = await pairWait(db, account, address, now);
  if (wait > 0) return { ok: false, retryAfterSeconds: wait };
  const sprayed = (await failuresSince(db, 'address', address, now)) >= signInThrottle.addressFailureLimit;
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${account}`);
  // Always hash: the time taken says nothing about the account.
  const matches = await checkPassword(user?.passwordHash ?? null, password);
  if (user && matches && !user.disabled) {
    const locked = user.lockedUntil !== null && user.lockedUntil > now;
    const known = (locked || sprayed) && (await isKnownAddress(db, user.id, address));
    const secondFactor = await secondFactorOf(db, user);
    if ((!locked || known || secondFactor) && (!sprayed || known)) {
      await db.delete(staffSignInFailures).where(and(eq(staffSignInFailures.account, account), eq(staffSignInFailures.address, address)));
      return { ok: true, user: { id: user.id, email: user.email, role: user.role }, secondFactor };
    }
  }
  if (sprayed) return { ok: false, retryAfterSeconds: Math.ceil(lockWindowMs / 1000) };
  await recordFailure(db, account, address, now);
  await audit(db, { name: 'anonymous', address, at: now }, 'sign-in.failed', email, {});
  return { ok: false };
}
