import { eq, lt, or } from 'drizzle-orm';
import type { StaffRole } from '../../src/contracts/staff/roles';
import { sessionLimits } from '../../src/contracts/staff/session';
import type { Executor } from '../store/database';
import { staffSessions, staffUsers } from '../store/schema';
import { newToken, sha256 } from './staff-accounts';
import { audit, type Actor } from './audit';
import { rememberAddress } from './sign-in';

/**
 * Sessions in the store, so that every instance shares them. The cookie carries a random id; the
 * store keeps only its SHA-256 (a stolen backup or database row signs no one in). A session ends at
 * sign-out, at "sign out everywhere", when its owner ends it from another, when its account is
 * disabled or reset or its password changed, after 30 minutes idle and 12 hours after sign-in.
 */
const idleLimitMs = sessionLimits.idleMinutes * 60_000;
const absoluteLimitMs = sessionLimits.absoluteHours * 3_600_000;
/** lastSeenAt is written at most this often: a page's burst of calls writes once. */
const touchEveryMs = 60_000;

export type StaffUser = { id: number; email: string; role: StaffRole };
export type SessionStage = 'second-factor' | 'signed-in';
export type LiveSession = {
  idHash: string;
  csrfToken: string;
  user: StaffUser;
  stage: SessionStage;
  /** Signed in with a passkey, or the password and a second factor, or one was set up in it. */
  strong: boolean;
  confirmedAt: Date;
  factorAttempts: number;
};
type Client = { address: string; userAgent: string };
const secondFactorLimitMs = sessionLimits.secondFactorMinutes * 60_000;
const confirmLimitMs = sessionLimits.confirmMinutes * 60_000;

/** Until when a sensitive call needs no new proof that it is them. */
export const confirmedUntil = (session: Pick<LiveSession, 'confirmedAt'>) => new Date(session.confirmedAt.getTime() + confirmLimitMs);

/** A new session (a new id: one from before sign-in is never reused, so fixation gains nothing). */
export async function createSession(
  db: Executor,
  userId: number,
  client: Client,
  now: Date,
  { stage = 'signed-in', strong = false }: { stage?: SessionStage; strong?: boolean } = {},
) {
  const id = newToken();
  const csrfToken = newToken();
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - idleLimitMs)),
        lt(staffSessions.createdAt, new Date(now.getTime() - absoluteLimitMs)),
      ),
    );
  await db.insert(staffSessions).values({
    idHash: sha256(id),
    userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    address: client.address,
    userAgent: client.userAgent.slice(0, 400),
    stage,
    strong,
    confirmedAt: now,
  });
  return { id, csrfToken };
}

/** The live session of a cookie's id, touched; undefined if there is none, it has run out (idle or absolute), or its account is disabled. */
export async function readSession(db: Executor, id: string, now: Date): Promise<LiveSession | undefined> {
  const idHash = sha256(id);
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(eq(staffSessions.idHash, idHash));
  if (!row) return undefined;
  const idle = now.getTime() - row.session.lastSeenAt.getTime() > idleLimitMs;
  const tooOld = now.getTime() - row.session.createdAt.getTime() > absoluteLimitMs;
  const stepOver = row.session.stage === 'second-factor' && now.getTime() - row.session.createdAt.getTime() > secondFactorLimitMs;
  if (row.user.disabled || idle || tooOld || stepOver) {
    await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    return undefined;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  }
  return {
    idHash,
    csrfToken: row.session.csrfToken,
    user: { id: row.user.id, email: row.user.email, role: row.user.role },
    stage: row.session.stage,
    strong: row.session.strong,
    confirmedAt: row.session.confirmedAt ?? row.session.createdAt,
    factorAttempts: row.session.factorAttempts,
  };
}

async function endSession(db: Executor, idHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

/** Ends every session of an account (sign out everywhere); answers how many there were. */
async function endAllSessions(db: Executor, userId: number, exceptIdHash?: string) {
  const ended = await db.delete(staffSessions).where(eq(staffSessions.userId, userId)).returning({ idHash: staffSessions.idHash });
  return ended.filter((row) => row.idHash !== exceptIdHash).length;
}

/**
 * Signs `user` in (by password, passkey, password and code, or set-up link): the session before, if
 * any (a pending second-factor step too), ends, a new one starts, the address is remembered as one the
 * account signs in from, and the sign-in is audited, in one transaction.
 */
export async function signIn(
  db: Executor,
  user: StaffUser,
  client: Client,
  how: string,
  before: LiveSession | undefined,
  at: Date,
  strong = false,
) {
  return db.transaction(async (tx) => {
    if (before) await endSession(tx, before.idHash);
    const made = await createSession(tx, user.id, client, at, { strong });
    await rememberAddress(tx, user.id, client.address, at);
    await audit(tx, { name: user.email, address: client.address, at }, 'sign-in', user.email, { how });
    return made;
  });
}

/** The password was right and the second factor comes next: a session that only that step may use (5 minutes). */
export async function beginSecondFactor(db: Executor, user: StaffUser, client: Client, before: LiveSession | undefined, at: Date) {
  return db.transaction(async (tx) => {
    if (before) await endSession(tx, before.idHash);
    const made = await createSession(tx, user.id, client, at, { stage: 'second-factor' });
    await audit(tx, { name: user.email, address: client.address, at }, 'sign-in.password', user.email, { next: 'second factor' });
    return made;
  });
}

/** A wrong code at the second-factor step: after 5 the step ends, and the sign-in starts again. */
export async function countWrongCode(db: Executor, session: LiveSession) {
  const attempts = session.factorAttempts + 1;
  if (attempts >= 5) await endSession(db, session.idHash);
  else await db.update(staffSessions).set({ factorAttempts: attempts }).where(eq(staffSessions.idHash, session.idHash));
  return attempts < 5;
}

/** The user proved it is them again (their password, code or passkey): sensitive calls may follow for 10 minutes. */
export async function confirmSession(db: Executor, actor: Actor, session: LiveSession, how: string) {
  await db.transaction(async (tx) => {
    await tx.update(staffSessions).set({ confirmedAt: actor.at }).where(eq(staffSessions.idHash, session.idHash));
    await audit(tx, actor, 'session.confirm', session.user.email, { how });
  });
  return { ...session, confirmedAt: actor.at };
}

/** A second factor was set up in this session (its code or passkey just proved): it counts as signed in with one. */
export async function markStrong(db: Executor, session: LiveSession) {
  await db.update(staffSessions).set({ strong: true }).where(eq(staffSessions.idHash, session.idHash));
}

/** Ends this session, audited. */
export async function signOut(db: Executor, actor: Actor, session: LiveSession) {
  await db.transaction(async (tx) => {
    await endSession(tx, session.idHash);
    await audit(tx, actor, 'sign-out', session.user.email);
  });
}

/** Ends every session of the account, audited with how many there were. */
export async function signOutEverywhere(db: Executor, actor: Actor, session: LiveSession) {
  await db.transaction(async (tx) => {
    const ended = await endAllSessions(tx, session.user.id);
    await audit(tx, actor, 'sign-out.everywhere', session.user.email, { sessions: ended });
  });
}
