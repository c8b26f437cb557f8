import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import { company } from '../../src/content/company';
import { staffMessages } from '../../src/contracts/staff/content';
import { HttpProblem } from '../problem';
import type { Executor } from '../store/database';
import { staffChallenges, staffPasskeys, staffUsers } from '../store/schema';
import { queueMail } from '../store/outbox';
import { staffNoticeMail } from '../mail/staff-mails';
import { audit, type Actor } from './audit';
import { NotFoundError } from './errors';
import { refuseLastFactor } from './second-factor';
import { markStrong, type LiveSession } from './staff-sessions';

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server. The relying party is the host of the origin the
 * call came from (checked against PUBLIC_ORIGIN or this server's own, server/staff/guards.ts), and so
 * is the expected origin. Each challenge is kept in the store, used once, within 5 minutes.
 */
const challengeMs = 5 * 60_000;

/** Loaded at the first passkey call, not with the server: a third of a second of every start otherwise. */
const webauthn = () => import('@simplewebauthn/server');

const failed = () => new HttpProblem(400, staffMessages.passkeyFailed);

async function keepChallenge(
  db: Executor,
  challenge: string,
  purpose: 'registration' | 'authentication',
  userId: number | null,
  now: Date,
) {
  // The ones never answered go when the next is handed out: anonymous sign-in attempts cannot grow the table.
  await db.delete(staffChallenges).where(lte(staffChallenges.expiresAt, now));
  await db.insert(staffChallenges).values({ challenge, purpose, userId, expiresAt: new Date(now.getTime() + challengeMs) });
}

/** Takes (deletes) the challenge the client signed, if it was handed out for this purpose and is not stale. */
async function takeChallenge(db: Executor, clientDataJSON: string, purpose: 'registration' | 'authentication', now: Date) {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
  } catch {
    throw failed();
  }
  if (typeof challenge !== 'string') throw failed();
  const [row] = await db
    .delete(staffChallenges)
    .where(and(eq(staffChallenges.challenge, challenge), eq(staffChallenges.purpose, purpose), gt(staffChallenges.expiresAt, now)))
    .returning();
  if (!row) throw failed();
  return row;
}

export async function registrationOptions(db: Executor, user: { id: number; email: string }, origin: string, now: Date) {
  const existing = await db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: `${company.name} staff`,
    rpID: new URL(origin).hostname,
    userName: user.email,
    userID: new TextEncoder().encode(`staff-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(db, options.challenge, 'registration', user.id, now);
  return options;
}

/**
 * Adds the passkey the authenticator made (named by its owner, else "Passkey" and its number): the
 * session counts as signed in with a second factor (the passkey just proved it), and the owner is
 * told by e-mail, in one transaction with the audit row.
 */
export async function verifyRegistration(
  db: Executor,
  session: LiveSession,
  response: RegistrationResponseJSON,
  name: string | undefined,
  origin: string,
  actor: Actor,
  now: Date,
) {
  const user = session.user;
  const challenge = await takeChallenge(db, response.response.clientDataJSON, 'registration', now);
  if (challenge.userId !== user.id) throw failed();
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: new URL(origin).hostname,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified || !verification.registrationInfo) throw failed();
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
    const [row] = await tx
      .insert(staffPasskeys)
      .values({
        name: name || `Passkey ${n + 1}`,
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: staffPasskeys.id, name: staffPasskeys.name });
    if (!row) throw failed();
    await markStrong(tx, session);
    await audit(tx, actor, 'passkey.add', user.email, { passkey: row.id, name: row.name });
    await queueMail(tx, staffNoticeMail(user, { kind: 'passkey-added', name: row.name }, actor.at, actor.address), actor.at);
    return { id: row.id };
  });
}

/**
 * The options of a passkey sign-in (discoverable credentials: the authenticator offers the account,
 * so none is named), or, for `userId`, of proving it is them again with one of their own passkeys.
 */
export async function authenticationOptions(db: Executor, origin: string, now: Date, userId: number | null = null) {
  const { generateAuthenticationOptions } = await webauthn();
  const own = userId === null ? [] : await db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId));
  const options = await generateAuthenticationOptions({
    rpID: new URL(origin).hostname,
    userVerification: 'preferred',
    ...(userId !== null && {
      allowCredentials: own.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransport[] })),
    }),
  });
  await keepChallenge(db, options.challenge, 'authentication', userId, now);
  return options;
}

/**
 * The account a passkey assertion signs in, or a 400 that says nothing more; `userId` when it proves
 * it is them again (the challenge was handed to that account, and the passkey must be its own).
 */
export async function verifyAuthentication(
  db: Executor,
  response: AuthenticationResponseJSON,
  origin: string,
  now: Date,
  userId: number | null = null,
) {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, 'authentication', now);
  if (challenge.userId !== userId) throw failed();
  const [row] = await db
    .select({ key: staffPasskeys, user: staffUsers })
    .from(staffPasskeys)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasskeys.userId))
    .where(eq(staffPasskeys.credentialId, response.id));
  if (!row || row.user.disabled || (userId !== null && row.user.id !== userId)) throw failed();
  const { verifyAuthenticationResponse } = await webauthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: new URL(origin).hostname,
    credential: {
      id: row.key.credentialId,
      publicKey: new Uint8Array(row.key.publicKey),
      counter: row.key.counter,
      transports: row.key.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) throw failed();
  await db
    .update(staffPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(staffPasskeys.id, row.key.id));
  return { id: row.user.id, email: row.user.email, role: row.user.role };
}

export async function listPasskeys(db: Executor, userId: number) {
  const rows = await db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId)).orderBy(asc(staffPasskeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    transports: row.transports,
  }));
}

async function ownPasskey(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, userId)));
  if (!row) throw new NotFoundError(staffMessages.noSuchPasskey);
  return row;
}

export async function renamePasskey(db: Executor, actor: Actor, session: LiveSession, id: number, name: string) {
  await db.transaction(async (tx) => {
    const key = await ownPasskey(tx, session.user.id, id);
    await tx.update(staffPasskeys).set({ name }).where(eq(staffPasskeys.id, key.id));
    await audit(tx, actor, 'passkey.rename', session.user.email, { passkey: key.id, from: key.name, to: name });
  });
}

/** Removes one of the account's passkeys (an admin's last second factor stays), and tells its owner. */
export async function removePasskey(db: Executor, actor: Actor, session: LiveSession, id: number) {
  await db.transaction(async (tx) => {
    const key = await ownPasskey(tx, session.user.id, id);
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, session.user.id));
    await refuseLastFactor(tx, user!, 'passkey');
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.id, key.id));
    await audit(tx, actor, 'passkey.remove', session.user.email, { passkey: key.id, name: key.name });
    await queueMail(tx, staffNoticeMail(session.user, { kind: 'passkey-removed', name: key.name }, actor.at, actor.address), actor.at);
  });
}
