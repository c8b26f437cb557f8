import * as z from 'zod/mini';
import { emailPattern } from '../email';
import { limits } from '../limits';
import { staffMessages } from './content';
import { staffRoles } from './roles';

/** Sign-in, set-up from the one-time link, and passkeys. */

export const staffRole = z.enum(staffRoles, staffMessages.role);

export const staffEmail = z
  .string(staffMessages.emailRequired)
  .check(
    z.trim(),
    z.minLength(1, { error: staffMessages.emailRequired, abort: true }),
    z.maxLength(limits.maxEmailLength, staffMessages.emailInvalid),
    z.regex(emailPattern, staffMessages.emailInvalid),
    z.toLowerCase(),
  );

/** The shape of a new password; the server also refuses common ones and ones containing the e-mail's name part. */
export const newPassword = z
  .string(staffMessages.passwordRequired)
  .check(z.minLength(12, staffMessages.passwordTooShort), z.maxLength(128, staffMessages.passwordTooLong));

/**
 * Signed-in: the account and the CSRF token its state-changing calls send in the x-csrf-token header;
 * whether it signed in with a second factor (a passkey, or the password and a code: the admin's calls
 * need one), and until when a sensitive change needs no new proof that it is them.
 */
export const staffSession = z.object({
  user: z.object({ id: z.number(), email: z.string(), role: staffRole }),
  csrfToken: z.string(),
  secondFactor: z.boolean(),
  confirmedUntil: z.string(),
});
export type StaffSession = z.infer<typeof staffSession>;

/** The password was right; the account's second factor is asked for next (a code, or its passkey). */
const secondFactorStep = z.object({ next: z.literal('second-factor'), code: z.boolean(), passkey: z.boolean() });
export const signInAnswer = z.union([staffSession, secondFactorStep]);

/**
 * How long a session lives (ASVS 3.3.2 at level 2): signed out after 30 minutes without a call, and
 * 12 hours after signing in whatever it did; a sensitive change (a passkey, the authenticator app,
 * accounts, an export) needs a sign-in, or a new proof, from the last 10 minutes (ASVS 3.7.1); the
 * second-factor step waits 5 minutes.
 */
export const sessionLimits = { idleMinutes: 30, absoluteHours: 12, confirmMinutes: 10, secondFactorMinutes: 5 } as const;

/** A password typed to prove it is you: any length is checked against the hash, only the cap protects the hasher. */
const currentPassword = z
  .string(staffMessages.passwordRequired)
  .check(z.minLength(1, staffMessages.passwordRequired), z.maxLength(128, staffMessages.passwordTooLong));

/** A signed-in account changes its password after giving the one it has (ASVS 2.1.5, 2.1.6). */
export const changePasswordBody = z.object({ currentPassword, newPassword });

/** One of the account's own sessions: `handle` names it (never its cookie, nor the hash the store keeps). */
const ownSessionItem = z.object({
  handle: z.string(),
  current: z.boolean(),
  device: z.string(),
  address: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export const ownSessionsAnswer = z.object({ items: z.array(ownSessionItem) });
export const endSessionBody = z.object({ handle: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'Name one of your sessions.')) });

export const signInBody = z.object({
  email: staffEmail,
  // Any length is checked against the hash (an old password may predate a rule); only the cap protects the hasher.
  password: z
    .string(staffMessages.passwordRequired)
    .check(z.minLength(1, staffMessages.passwordRequired), z.maxLength(128, staffMessages.passwordTooLong)),
});

/** The token of a set-up link (/staff/set-up#token=...): 43 base64url characters. */
const setUpToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, staffMessages.setUpLinkInvalid));
export const setUpCheckBody = z.object({ token: setUpToken });
export const setUpCheckAnswer = z.object({ email: z.string() });
export const setUpBody = z.object({ token: setUpToken, password: newPassword });

/**
 * WebAuthn JSON as @simplewebauthn/browser hands it and @simplewebauthn/server checks it: the server
 * verifies every member, the contract only its frame.
 */
const credentialJson = z.looseObject({
  id: z.string(),
  rawId: z.string(),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string() }),
});
export const passkeyOptions = z.looseObject({ challenge: z.string() });
export const passkeyResponseBody = z.object({ response: credentialJson });
/** A new passkey, and the name its owner gives it (else "Passkey" and its number). */
export const passkeyRegistrationBody = z.object({
  response: credentialJson,
  name: z.optional(z.string().check(z.trim(), z.maxLength(60, staffMessages.passkeyNameTooLong))),
});
export const passkeyItem = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  transports: z.array(z.string()),
});
