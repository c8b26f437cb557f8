import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';
import { company } from '../../src/content/company';
import { staffMessages } from '../../src/contracts/staff/content';
import commonPasswordList from './common-passwords.txt?raw';

/**
 * Argon2id with OWASP's parameters (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1), and the
 * rules a new password must pass beyond the contract's length (ASVS 2.1.7, NIST SP 800-63B 5.1.1.2):
 * not one of the 10,000 most common (./common-passwords.txt, scripts/tools/make-common-passwords.mjs),
 * not holding the e-mail's name part, and a strength of at least `minimumScore` as zxcvbn-ts estimates
 * it, with its common and English dictionaries and the company's and the account's own words.
 */
// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read: its value, 2.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const commonPasswords = new Set(commonPasswordList.split('\n').filter(Boolean));

/**
 * zxcvbn's score, 0 to 4: 3 is "safely unguessable" (about 10^8 guesses and more), which an offline
 * attack on an Argon2id hash cannot reach in years. The README states it (Security).
 */
export const minimumScore = 3;

/** Words an attacker of this company's staff would try first. */
const companyWords = [company.name.replace(/\s+/g, ''), ...company.name.split(/\s+/), 'staff', 'ghana', 'accra', 'admin'].map((word) =>
  word.toLowerCase(),
);

/** Built on first use: its dictionaries take about 100 ms to index. */
let estimator: ZxcvbnFactory | undefined;
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords, company: companyWords },
  }));

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

/** zxcvbn's sentence as a clause: "This is a commonly used password." → "this is a commonly used password". */
const hintOf = (sentence: string) => sentence.replace(/\.$/, '').replace(/^\w/, (letter) => letter.toLowerCase());

/** Why a new password is refused, or undefined (the length is the contract's: src/contracts/staff/session.ts). */
export function passwordProblem(password: string, email: string): string | undefined {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return staffMessages.passwordCommon;
  const localPart = email.toLowerCase().split('@')[0] ?? '';
  if (lower.includes(email.toLowerCase()) || (localPart.length >= 3 && lower.includes(localPart))) return staffMessages.passwordHasEmail;
  const nameParts = localPart.split(/[^a-z0-9]+/).filter((word) => word.length >= 3);
  const ownWords = [email.toLowerCase(), localPart, nameParts.join(''), ...nameParts];
  const { score, feedback } = strength().check(password, ownWords);
  if (score < minimumScore) return staffMessages.passwordWeak(hintOf(feedback.warning ?? feedback.suggestions[0] ?? ''));
  return undefined;
}
