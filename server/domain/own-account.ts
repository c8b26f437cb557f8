import { createHash } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { staffMessages } from '../../src/contracts/staff/content';
import type { Executor } from '../store/database';
import { staffSessions, staffUsers } from '../store/schema';
import { audit, type Actor } from './audit';
import { queueMail } from '../store/outbox';
import { staffNoticeMail } from '../mail/staff-mails';
import { NotFoundError } from './errors';
import { checkPassword, hashPassword, passwordProblem } from './passwords';
import { pairWait, recordFailure } from './sign-in';
import type { LiveSession } from './staff-sessions';

/** What a signed-in account does to itself: its password and its sessions (issue 39, points 1 and 4). */

/** A refusal the user can act on, answered 400 with its sentence. */
export class OwnAccountProblem extends Error {}

/** Too many wrong passwords from here: answered 429 with the wait. */
export class ThrottledProblem extends Error {
  constructor(readonly seconds: number) {
    super(staffMessages.signInWait(seconds));
  }
}

/**
 * Changes the account's password after checking the current one (a wrong one is audited, and
 * answered as such): the new one must pass the same rules as at set-up and differ from the old. Every
 * other session of the account ends, in the same transaction as the change, its audit row and the
 * mail that tells the owner of it.
 */
export async function changePassword(db: Executor, actor: Actor, session: LiveSession, current: string, next: string) {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, session.user.id));
  if (!user) throw new NotFoundError('There is no such account.');
  // A wrong current password counts to the sign-in throttle: a session is no way round it.
  const wait = await pairWait(db, user.email.toLowerCase(), actor.address ?? '', actor.at);
  if (wait > 0) throw new ThrottledProblem(wait);
  if (!(await checkPassword(user.passwordHash, current))) {
    await recordFailure(db, user.email.toLowerCase(), actor.address ?? '', actor.at);
    await audit(db, actor, 'password.change-refused', user.email, { why: 'current password wrong' });
    throw new OwnAccountProblem(`currentPassword: ${staffMessages.currentPasswordWrong}`);
  }
  if (current === next) throw new OwnAccountProblem(`newPassword: ${staffMessages.passwordSame}`);
  const problem = passwordProblem(next, user.email);
  if (problem) throw new OwnAccountProblem(`newPassword: ${problem}`);
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, user.id));
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.userId, user.id), ne(staffSessions.idHash, session.idHash)))
      .returning({ idHash: staffSessions.idHash });
    await audit(tx, actor, 'password.change', user.email, { otherSessionsEnded: ended.length });
    await queueMail(tx, staffNoticeMail(user, { kind: 'password-changed' }, actor.at, actor.address), actor.at);
  });
}

/** The name a session goes by in its owner's list: derived from the stored hash, useless to sign in with. */
const handleOf = (idHash: string) => createHash('sha256').update(`session handle ${idHash}`).digest('hex').slice(0, 24);

/** The account's sessions, the one in use first, then by when each was last seen. */
export async function listOwnSessions(db: Executor, session: LiveSession) {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.userId, session.user.id))
    .orderBy(desc(staffSessions.lastSeenAt));
  const items = rows.map((row) => ({
    handle: handleOf(row.idHash),
    current: row.idHash === session.idHash,
    device: row.userAgent,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
  return { items: [...items.filter((item) => item.current), ...items.filter((item) => !item.current)] };
}

/** Ends one of the account's own sessions by its handle (another account's is not found), audited. */
export async function endOwnSession(db: Executor, actor: Actor, session: LiveSession, handle: string) {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ idHash: staffSessions.idHash }).from(staffSessions).where(eq(staffSessions.userId, session.user.id));
    const target = rows.find((row) => handleOf(row.idHash) === handle);
    if (!target) throw new NotFoundError('You have no such session: it may have ended already.');
    await tx.delete(staffSessions).where(eq(staffSessions.idHash, target.idHash));
    await audit(tx, actor, 'session.end', session.user.email, { current: target.idHash === session.idHash });
  });
}
