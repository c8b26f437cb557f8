import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { staffMessages } from '../../src/contracts/staff/content';
import commonPasswordList from './common-passwords.txt?raw';

/**
 * Argon2id with OWASP's parameters (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1), and the
 * rules a new password must pass beyond the contract's length: not one of the 10,000 most common
 * (./common-passwords.txt, scripts/tools/make-common-passwords.mjs), not holding the e-mail's name part.
 */
// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read: its value, 2.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const commonPasswords = new Set(commonPasswordList.split('\n').filter(Boolean));

export const hashPassword = (password: string) => hash(password, options);

/**
 * A hash of nothing anyone knows, verified against when there is no account or no password: a
 * sign-in takes as long whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash, the same work is done and the answer is false. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  const matches = await verify(stored ?? (await dummyHash), password).catch(() => false);
  return stored !== null && matches;
}

/** Why a new password is refused, or undefined (the length is the contract's: src/contracts/staff/session.ts). */
export function passwordProblem(password: string, email: string): string | undefined {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return staffMessages.passwordCommon;
  const localPart = email.toLowerCase().split('@')[0] ?? '';
  if (lower.includes(email.toLowerCase()) || (localPart.length >= 3 && lower.includes(localPart))) return staffMessages.passwordHasEmail;
  return undefined;
}
