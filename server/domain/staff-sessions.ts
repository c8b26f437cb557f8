import { eq, lt, or } from 'drizzle-orm';
import type { StaffRole } from '../../src/contracts/staff/roles';
import { sessionLimits } from '../../src/contracts/staff/session';
import type { Executor } from '../store/database';
import { staffSessions, staffUsers } from '../store/schema';
import { newToken, sha256 } from './staff-accounts';
import { audit, type Actor } from './audit';

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
export type LiveSession = { idHash: string; csrfToken: string; user: StaffUser };

/** A new session (a new id: one from before sign-in is never reused, so fixation gains nothing). */
export async function createSession(db: Executor, userId: number, client: { address: string; userAgent: string }, now: Date) {
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
  if (row.user.disabled || idle || tooOld) {
    await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    return undefined;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  }
  return { idHash, csrfToken: row.session.csrfToken, user: { id: row.user.id, email: row.user.email, role: row.user.role } };
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
 * Signs `user` in (by password, passkey or set-up link): the session before, if any, ends, a new one
 * starts, and the sign-in is audited, in one transaction.
 */
export async function signIn(
  db: Executor,
  user: StaffUser,
  client: { address: string; userAgent: string },
  how: string,
  before: LiveSession | undefined,
  at: Date,
) {
  return db.transaction(async (tx) => {
    if (before) await endSession(tx, before.idHash);
    const made = await createSession(tx, user.id, client, at);
    await audit(tx, { name: user.email, address: client.address, at }, 'sign-in', user.email, { how });
    return made;
  });
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
