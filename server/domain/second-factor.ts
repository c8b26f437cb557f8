import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { company } from '../../src/content/company';
import { staffMessages } from '../../src/contracts/staff/content';
import type { Executor } from '../store/database';
import { staffPasskeys, staffRecoveryCodes, staffUsers } from '../store/schema';
import { queueMail } from '../store/outbox';
import { staffNoticeMail, type StaffNotice } from '../mail/staff-mails';
import { audit, type Actor } from './audit';
import { BadInputError, NotFoundError } from './errors';
import { markStrong, type LiveSession } from './staff-sessions';

/**
 * The second factor by code (issue 39, point 2): an authenticator app (RFC 6238 TOTP: SHA-1, 6
 * digits, 30 seconds, as every app reads an otpauth:// address) with 10 one-time recovery codes.
 * A code is accepted one step either side of now, and each step once (ASVS 2.8.4); a recovery code
 * holds 80 random bits and is kept as a SHA-256 with its own salt (ASVS 2.6.2), and used once.
 */
const recoveryCodeCount = 10;
const issuer = `${company.name} staff`;

const totpOf = (secret: string, email: string) =>
  new OTPAuth.TOTP({ issuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });

/** A new secret, its otpauth:// address, and that address as a QR code: nothing is kept until a code confirms it. */
export async function newAuthenticatorSecret(email: string) {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** The step a code from the app was made in, if it is right for `secret` at `now` (one step either side). */
function stepOf(secret: string, email: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : OTPAuth.TOTP.counter({ period: 30, timestamp: now.getTime() }) + delta;
}

/** "abcd-efgh-ijkl-mnop": 16 base32 letters and digits (80 bits), lower case, in fours. */
function newRecoveryCode(): string {
  const letters = new OTPAuth.Secret({ buffer: randomBytes(10).buffer }).base32.toLowerCase();
  return letters.match(/.{4}/g)!.join('-');
}
const normalCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const codeHash = (salt: string, code: string) =>
  createHash('sha256')
    .update(`${salt}:${normalCode(code)}`)
    .digest('hex');

async function replaceRecoveryCodes(db: Executor, userId: number): Promise<string[]> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.insert(staffRecoveryCodes).values(
    codes.map((code) => {
      const salt = randomBytes(8).toString('hex');
      return { userId, salt, codeHash: codeHash(salt, code) };
    }),
  );
  return codes;
}

async function userOf(db: Executor, id: number) {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!user) throw new NotFoundError('There is no such account.');
  return user;
}

async function tell(db: Executor, user: { id: number; email: string }, notice: StaffNotice, actor: Actor) {
  await queueMail(db, staffNoticeMail(user, notice, actor.at, actor.address), actor.at);
}

export async function authenticatorStatus(db: Executor, userId: number) {
  const user = await userOf(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return { on: user.totpSecret !== null, recoveryCodesLeft: user.totpSecret ? left!.n : 0 };
}

/**
 * Turns the app on once a code it shows is right for the secret it was given: the secret is kept,
 * the recovery codes made (answered this once), the session counts as signed in with a second
 * factor, and the owner is told by e-mail, in one transaction with the audit row.
 */
export async function addAuthenticator(db: Executor, actor: Actor, session: LiveSession, secret: string, code: string) {
  return db.transaction(async (tx) => {
    const user = await userOf(tx, session.user.id);
    if (user.totpSecret) throw new BadInputError(staffMessages.authenticatorOn);
    const step = stepOf(secret, user.email, code, actor.at);
    if (step === null) throw new WrongCode();
    await tx.update(staffUsers).set({ totpSecret: secret, totpLastStep: step }).where(eq(staffUsers.id, user.id));
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await markStrong(tx, session);
    await audit(tx, actor, 'authenticator.add', user.email, { recoveryCodes: recoveryCodeCount });
    await tell(tx, user, { kind: 'authenticator-added' }, actor);
    return { recoveryCodes };
  });
}

/** An admin keeps one second factor at least: without one, their admin calls would close to them. */
export async function refuseLastFactor(db: Executor, user: typeof staffUsers.$inferSelect, without: 'authenticator' | 'passkey') {
  if (user.role !== 'admin') return;
  const [keys] = await db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
  const left = (without === 'authenticator' ? 0 : user.totpSecret ? 1 : 0) + keys!.n - (without === 'passkey' ? 1 : 0);
  if (left < 1) throw new BadInputError(staffMessages.keepOneFactor);
}

export async function removeAuthenticator(db: Executor, actor: Actor, session: LiveSession) {
  await db.transaction(async (tx) => {
    const user = await userOf(tx, session.user.id);
    if (!user.totpSecret) throw new BadInputError(staffMessages.authenticatorOff);
    await refuseLastFactor(tx, user, 'authenticator');
    await tx.update(staffUsers).set({ totpSecret: null, totpLastStep: null }).where(eq(staffUsers.id, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await audit(tx, actor, 'authenticator.remove', user.email);
    await tell(tx, user, { kind: 'authenticator-removed' }, actor);
  });
}

export async function newRecoveryCodes(db: Executor, actor: Actor, session: LiveSession) {
  return db.transaction(async (tx) => {
    const user = await userOf(tx, session.user.id);
    if (!user.totpSecret) throw new BadInputError(staffMessages.authenticatorOff);
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await audit(tx, actor, 'recovery-codes.replace', user.email, { recoveryCodes: recoveryCodeCount });
    await tell(tx, user, { kind: 'recovery-codes-replaced' }, actor);
    return { recoveryCodes };
  });
}

/** A code that does not match: the caller counts it as a failed try. */
export class WrongCode extends Error {
  constructor() {
    super(staffMessages.codeWrong);
  }
}

/**
 * Checks a second-factor code of an account: the app's (a step after the last one used: a code signs
 * in once) or an unused recovery code (spent). Answers how it was proved, or throws WrongCode. Call it
 * in a transaction: the step or the code is used up in it. `now` is the server's one clock (in
 * production the real time the phone's app follows; in the tests the suite's, as their codes are).
 */
export async function useSecondFactor(db: Executor, userId: number, code: string, now: Date): Promise<'code' | 'recovery code'> {
  const user = await userOf(db, userId);
  if (!user.totpSecret) throw new WrongCode();
  if (/^\d{6}$/.test(code.trim())) {
    const step = stepOf(user.totpSecret, user.email, code.trim(), now);
    if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) throw new WrongCode();
    await db.update(staffUsers).set({ totpLastStep: step }).where(eq(staffUsers.id, user.id));
    return 'code';
  }
  const unused = await db
    .select()
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  const match = unused.find((row) => timingSafeEqual(Buffer.from(codeHash(row.salt, code)), Buffer.from(row.codeHash)));
  if (!match) throw new WrongCode();
  await db.update(staffRecoveryCodes).set({ usedAt: now }).where(eq(staffRecoveryCodes.id, match.id));
  return 'recovery code';
}
