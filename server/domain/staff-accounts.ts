import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { StaffRole } from '../../src/contracts/staff/roles';
import { BadInputError, NotAllowedError, NotFoundError } from './errors';
import type { Executor } from '../store/database';
import { staffPasskeys, staffRecoveryCodes, staffSessions, staffSetUpTokens, staffUsers } from '../store/schema';
import { audit, type Actor } from './audit';
import { setUpLinkMail } from '../mail/staff-mails';
import { queueMail } from '../store/outbox';

/**
 * Staff accounts: added with a role and a one-time set-up link, listed, disabled, reset. Shared by
 * the CLI (server/admin/) and the admin's calls (server/staff/). Each change is audited.
 */

/**
 * Who a command-line change is made by (issue 38): the staff account it names with `--as`, which must
 * exist, be enabled and hold one of `roles`; recorded as that account, from `cli:<login name>`. Only
 * while the store has no account at all (creating the first admin, restoring into a new store) may a
 * command flagged `ownerMayStart` act as the operating-system user alone, recorded as `cli:<login name>`.
 */
export async function commandLineActor(
  db: Executor,
  who: { as?: string | undefined; login: string; command: string; roles: readonly StaffRole[]; ownerMayStart?: boolean },
  at: Date,
): Promise<Actor> {
  const operatingSystemUser = `cli:${who.login}`;
  const needs = `${who.roles.join(' or ')} role`;
  if (!who.as) {
    if (who.ownerMayStart) {
      const [accounts] = await db.select({ n: count() }).from(staffUsers);
      if (!accounts!.n) return { name: operatingSystemUser, address: null, at };
    }
    throw new BadInputError(
      `${who.command} is recorded with who made it: add --as EMAIL, your staff account (enabled, with the ${needs}).`,
    );
  }
  const [account] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${who.as.trim().toLowerCase()}`);
  if (!account) throw new NotAllowedError(`There is no staff account ${who.as.trim()}: --as names the account you act as.`);
  if (account.disabled) throw new NotAllowedError(`The staff account ${account.email} is disabled: it cannot act.`);
  if (!who.roles.includes(account.role))
    throw new NotAllowedError(
      `${account.email} is ${account.role === 'marketing' ? 'a' : 'an'} ${account.role} account: ${who.command} needs the ${needs}.`,
    );
  return { name: account.email, address: operatingSystemUser, at };
}

const setUpLinkHours = 24;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A random token: 32 bytes as 43 base64url characters. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * A set-up link made: always e-mailed to the account (the outbox, in the same transaction); the link
 * itself only when the door may show it (`showLink`: the first admin's, or the command line's audited
 * --show-link), so that no admin can use a colleague's link (issue 39, point 5).
 */
export type SetUpLink = { id: number; email: string; role: StaffRole; mailedTo: string; expiresAt: string; setUpLink?: string };
/** Whether the link comes back to the door as well as by e-mail; recorded in the audit row. */
export type LinkDelivery = { showLink?: boolean };
export type UserSummary = {
  id: number;
  email: string;
  role: StaffRole;
  status: 'active' | 'pending' | 'disabled';
  lockedUntil: string | null;
  passkeys: number;
  createdAt: string;
};

/** The account named by its id (digits) or its e-mail (any case). */
async function findUser(db: Executor, idOrEmail: string | number) {
  const where =
    typeof idOrEmail === 'number' || /^\d+$/.test(idOrEmail)
      ? eq(staffUsers.id, Number(idOrEmail))
      : sql`lower(${staffUsers.email}) = ${idOrEmail.trim().toLowerCase()}`;
  const [row] = await db.select().from(staffUsers).where(where);
  if (!row) throw new NotFoundError(`There is no staff account ${idOrEmail}.`);
  return row;
}

/** A new one-time link for an account, e-mailed to it; links given before are no longer valid. */
async function issueLink(
  db: Executor,
  user: { id: number; email: string; role: StaffRole },
  origin: string,
  now: Date,
  reason: 'added' | 'reset',
  shown: boolean,
): Promise<SetUpLink> {
  // This account's earlier links, and anyone's that have run out.
  await db.delete(staffSetUpTokens).where(or(eq(staffSetUpTokens.userId, user.id), lte(staffSetUpTokens.expiresAt, now)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + setUpLinkHours * 3_600_000);
  await db.insert(staffSetUpTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt, createdAt: now });
  const setUpLink = `${origin}/staff/set-up#token=${token}`;
  await queueMail(db, setUpLinkMail(user, setUpLink, expiresAt, reason), now);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    mailedTo: user.email,
    expiresAt: expiresAt.toISOString(),
    ...(shown && { setUpLink }),
  };
}

export async function addUser(
  db: Executor,
  email: string,
  role: StaffRole,
  by: Actor,
  origin: string,
  { showLink = false }: LinkDelivery = {},
): Promise<SetUpLink> {
  return db.transaction(async (tx) => {
    const normal = email.trim().toLowerCase();
    const [same] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(sql`lower(${staffUsers.email}) = ${normal}`);
    if (same) throw new BadInputError(`There is a staff account ${normal} already (id ${same.id}): use users reset to send it a new link.`);
    const [accounts] = await tx.select({ n: count() }).from(staffUsers);
    if (!accounts!.n && role !== 'admin')
      throw new BadInputError('The first staff account must be an admin (--role admin): it adds the others.');
    const [user] = await tx.insert(staffUsers).values({ email: normal, role, createdAt: by.at }).returning();
    // The first admin has no one to read a mail for them yet: their link is shown to whoever made them.
    const shown = showLink || !accounts!.n;
    await audit(tx, by, 'user.add', normal, { id: user!.id, role, linkShown: shown });
    return issueLink(tx, user!, origin, by.at, 'added', shown);
  });
}

/**
 * A new set-up link for an enabled account, e-mailed to it; the password, its passkeys, its
 * authenticator app and every session are gone, the lock-out lifted. The last enabled admin is not reset (the team would be left
 * without one until the mail is read) unless the link is shown at the machine (--show-link, audited).
 */
export async function resetUser(
  db: Executor,
  idOrEmail: string | number,
  by: Actor,
  origin: string,
  { showLink = false }: LinkDelivery = {},
): Promise<SetUpLink> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, idOrEmail);
    // A disabled account stays disabled: a reset is not a way back in for someone the team shut out.
    if (user.disabled) throw new BadInputError(`The staff account ${user.email} is disabled: a reset does not enable it.`);
    if (user.role === 'admin' && !showLink) await refuseLastAdmin(tx, user.email, 'resetting');
    await tx
      .update(staffUsers)
      .set({ passwordHash: null, failedSignIns: 0, lockedUntil: null, totpSecret: null, totpLastStep: null })
      .where(eq(staffUsers.id, user.id));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await audit(tx, by, 'user.reset', user.email, { id: user.id, linkShown: showLink });
    return issueLink(tx, user, origin, by.at, 'reset', showLink);
  });
}

/**
 * The store keeps at least one enabled admin: without one, nobody could add, reset or disable an
 * account from the staff area. The enabled admins' rows are locked, so that two admins disabling each
 * other at once cannot both pass.
 */
async function refuseLastAdmin(tx: Executor, email: string, doing: 'disabling' | 'resetting' = 'disabling') {
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.disabled, false)))
    .for('update');
  if (admins.length <= 1) throw new BadInputError(`${email} is the last enabled admin: add another admin before ${doing} this one.`);
}

/** Disables an account: it can no longer sign in, its sessions and set-up links end. */
export async function disableUser(db: Executor, idOrEmail: string | number, by: Actor) {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, idOrEmail);
    if (!user.disabled && user.role === 'admin') await refuseLastAdmin(tx, user.email);
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
    await tx.delete(staffSetUpTokens).where(eq(staffSetUpTokens.userId, user.id));
    if (user.disabled) return { id: user.id, email: user.email, changed: false };
    await tx.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, user.id));
    await audit(tx, by, 'user.disable', user.email, { id: user.id });
    return { id: user.id, email: user.email, changed: true };
  });
}

export async function listUsers(db: Executor, now: Date): Promise<UserSummary[]> {
  const passkeyCounts = db
    .select({ userId: staffPasskeys.userId, n: count().as('n') })
    .from(staffPasskeys)
    .groupBy(staffPasskeys.userId)
    .as('passkey_counts');
  const rows = await db
    .select({ user: staffUsers, passkeys: passkeyCounts.n })
    .from(staffUsers)
    .leftJoin(passkeyCounts, eq(passkeyCounts.userId, staffUsers.id))
    .orderBy(asc(staffUsers.id));
  return rows.map(({ user, passkeys }) => ({
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.disabled ? 'disabled' : user.passwordHash === null && !passkeys ? 'pending' : 'active',
    lockedUntil: user.lockedUntil && user.lockedUntil > now ? user.lockedUntil.toISOString() : null,
    passkeys: Number(passkeys ?? 0),
    createdAt: user.createdAt.toISOString(),
  }));
}

/** The account a set-up token is for, if the token is unused, unexpired and the account not disabled. */
export async function setUpTokenUser(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({ user: staffUsers })
    .from(staffSetUpTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSetUpTokens.userId))
    .where(and(eq(staffSetUpTokens.tokenHash, sha256(token)), isNull(staffSetUpTokens.usedAt), gt(staffSetUpTokens.expiresAt, now)));
  return row && !row.user.disabled ? row.user : undefined;
}

/** The account sets its password from its set-up link: the token used (once) and the set-up audited, in one transaction. */
export async function setUpAccount(db: Executor, token: string, passwordHash: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await redeemSetUpToken(tx, token, passwordHash, actor.at))) return false;
    await audit(tx, actor, 'user.set-up', actor.name);
    return true;
  });
}

/** Uses a set-up token (once) to set the account's password; false if the token is not valid. */
export async function redeemSetUpToken(db: Executor, token: string, passwordHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffSetUpTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetUpTokens.tokenHash, sha256(token)), isNull(staffSetUpTokens.usedAt), gt(staffSetUpTokens.expiresAt, now)))
    .returning({ userId: staffSetUpTokens.userId });
  if (!used[0]) return false;
  await db.update(staffUsers).set({ passwordHash, failedSignIns: 0, lockedUntil: null }).where(eq(staffUsers.id, used[0].userId));
  return true;
}
