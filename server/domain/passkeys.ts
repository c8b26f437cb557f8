import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { company } from '../../src/content/company';
import { staffMessages } from '../../src/contracts/staff/content';
import { HttpProblem } from '../problem';
import type { Executor } from '../store/database';
import { staffChallenges, staffPasskeys, staffUsers } from '../store/schema';
import { audit, type Actor } from './audit';

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

export async function verifyRegistration(
  db: Executor,
  user: { id: number; email: string },
  response: RegistrationResponseJSON,
  origin: string,
  actor: Actor,
  now: Date,
) {
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
  const [row] = await db
    .insert(staffPasskeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: staffPasskeys.id });
  if (!row) throw failed();
  await audit(db, actor, 'passkey.add', user.email, { passkey: row.id });
  return { id: row.id };
}

export async function authenticationOptions(db: Executor, origin: string, now: Date) {
  // Discoverable credentials: the authenticator offers the account, so no account is named here.
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: new URL(origin).hostname, userVerification: 'preferred' });
  await keepChallenge(db, options.challenge, 'authentication', null, now);
  return options;
}

/** The account a passkey assertion signs in, or a 400 that says nothing more. */
export async function verifyAuthentication(db: Executor, response: AuthenticationResponseJSON, origin: string, now: Date) {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, 'authentication', now);
  const [row] = await db
    .select({ key: staffPasskeys, user: staffUsers })
    .from(staffPasskeys)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasskeys.userId))
    .where(eq(staffPasskeys.credentialId, response.id));
  if (!row || row.user.disabled) throw failed();
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
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    transports: row.transports,
  }));
}
