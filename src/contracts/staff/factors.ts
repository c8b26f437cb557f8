import * as z from 'zod/mini';
import { staffMessages } from './content';

/**
 * The second factor (an authenticator app, RFC 6238, with one-time recovery codes), proving it is
 * you again before a sensitive change, and naming one's passkeys (issue 39, points 2 and 4).
 */

/** Six digits from the app, or one of the recovery codes (16 letters and digits, dashes and spaces ignored). */
const code = z
  .string(staffMessages.codeRequired)
  .check(
    z.trim(),
    z.minLength(1, { error: staffMessages.codeRequired, abort: true }),
    z.maxLength(40, staffMessages.codeInvalid),
    z.regex(/^(\d{6}|[A-Za-z2-7 -]{16,40})$/, staffMessages.codeInvalid),
  );
const appCode = z
  .string(staffMessages.codeRequired)
  .check(z.trim(), z.minLength(1, { error: staffMessages.codeRequired, abort: true }), z.regex(/^\d{6}$/, staffMessages.appCodeInvalid));

export const secondFactorBody = z.object({ code });

/** Proving it is you again: the password (and a code, when the account has an authenticator app). */
export const confirmIdentityBody = z.object({
  password: z
    .string(staffMessages.passwordRequired)
    .check(z.minLength(1, staffMessages.passwordRequired), z.maxLength(128, staffMessages.passwordTooLong)),
  code: z.optional(code),
});

/** A new secret for the app: the otpauth:// address, as a QR code (SVG) and as text to type. */
export const authenticatorSetUp = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export const addAuthenticatorBody = z.object({
  secret: z.string().check(z.regex(/^[A-Z2-7]{32}$/, staffMessages.codeInvalid)),
  code: appCode,
});
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export const authenticatorStatus = z.object({ on: z.boolean(), recoveryCodesLeft: z.number() });

export const passkeyNameBody = z.object({
  name: z
    .string(staffMessages.passkeyNameRequired)
    .check(z.trim(), z.minLength(1, staffMessages.passkeyNameRequired), z.maxLength(60, staffMessages.passkeyNameTooLong)),
});
