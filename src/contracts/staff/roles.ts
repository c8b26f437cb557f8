/**
 * Who may make a staff call (docs/decisions/183-staff-area-server.md). Plain data: the browser reads
 * it to build its navigation, the server enforces it before any handler runs, and the authorization
 * matrix test is generated from it.
 */
export const staffRoles = ['hr', 'marketing', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * A call's rule: 'anonymous' (no session needed: sign-in, set-up, passkey sign-in), 'any' (any
 * signed-in account: me, sign-out, own passkeys), or the roles that may make it.
 */
export type StaffAccess = 'anonymous' | 'any' | readonly StaffRole[];

/**
 * What each role sees (issue 26, point 3), in the navigation's order; admin sees everything and
 * manages accounts. The newsletter is marketing's, beside the subscribers it goes to (issue 40, point 2).
 */
export const roleAreas = {
  hr: ['applications', 'jobs', 'messages'],
  marketing: ['articles', 'newsletter', 'subscribers', 'messages'],
  admin: ['applications', 'jobs', 'messages', 'articles', 'newsletter', 'subscribers', 'users', 'audit'],
} as const satisfies Record<StaffRole, readonly string[]>;
export type StaffArea = (typeof roleAreas)[StaffRole][number];

/** Whether an account of `role` may make a call with rule `access`. */
export function mayCall(access: StaffAccess, role: StaffRole): boolean {
  return access === 'anonymous' || access === 'any' || access.includes(role);
}

/**
 * The calls only an admin may make (accounts, the audit log) need a session signed in with a second
 * factor, a passkey or the password and a code (issue 39, point 2).
 */
export function needsSecondFactor(access: StaffAccess): boolean {
  return typeof access !== 'string' && access.length > 0 && access.every((role) => role === 'admin');
}

/** The header that carries the session's CSRF token on every state-changing call. */
export const csrfHeader = 'x-csrf-token';

/**
 * The session cookie. `__Host-` binds it to this host, path / and Secure: a browser accepts such a
 * cookie only over https. A plain-http request (local development and the test suites, which run
 * without TLS) gets the same cookie without the prefix, and never reads the other.
 */
export const sessionCookie = { secure: '__Host-volta-staff', plain: 'volta-staff' } as const;
