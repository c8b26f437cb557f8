import * as z from 'zod/mini';
import { staffEmail, staffRole } from './session';
import { staffListQuery } from './lists';

/**
 * Accounts (admin) and the audit log. No answer carries a hash, nor a set-up link: add and reset send
 * the link to the account's own address, so that no admin can set another's password (issue 39, point 5).
 */

const userItem = z.object({
  id: z.number(),
  email: z.string(),
  role: staffRole,
  /** 'pending': its set-up link has not been used yet. */
  status: z.enum(['active', 'pending', 'disabled']),
  lockedUntil: z.nullable(z.string()),
  passkeys: z.number(),
  createdAt: z.string(),
});
export const userListAnswer = z.object({ items: z.array(userItem) });
export const addUserBody = z.object({ email: staffEmail, role: staffRole });
/** The account, and where and until when its one-time set-up link (e-mailed, never answered) is good. */
export const setUpLinkAnswer = z.object({
  id: z.number(),
  email: z.string(),
  role: staffRole,
  mailedTo: z.string(),
  expiresAt: z.string(),
});
export const disableUserAnswer = z.object({ id: z.number(), email: z.string(), changed: z.boolean() });

export const auditListQuery = staffListQuery(['at'], 'at', { since: z.optional(z.iso.date('since must be a date written YYYY-MM-DD.')) });
export const auditItem = z.object({
  id: z.number(),
  at: z.string(),
  /** An account's e-mail, "cli:<login name>", or "anonymous" (a failed sign-in). */
  actor: z.string(),
  action: z.string(),
  target: z.nullable(z.string()),
  address: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
});
