import { defineCall as call } from '../call';

/**
 * Every call of the staff API (/staff/api/), by name: method, path, body and answer kind, and who
 * may make it, defined as the public calls are (src/contracts/call.ts). Plain data, no zod: the staff
 * pages read it without loading a schema. The schemas of each call are in ./schemas.ts under the same
 * name (a call without schemas is a type error); the server registers /staff/api/ from the two
 * (server/staff/register-staff-call.ts) and nothing else, /api/openapi.json describes them, and the
 * authorization matrix (server/staff/authorization.test.ts) is generated from `access`.
 *
 * `:id` in a path is a record id: a role that may not see the record's kind is answered 404, as a
 * missing record is, so that ids cannot be probed. Every POST needs the Origin check, and, when the
 * access is not 'anonymous', the session's CSRF token in the x-csrf-token header.
 */
const hr = ['hr', 'admin'] as const;
const marketing = ['marketing', 'admin'] as const;
const everyRole = ['hr', 'marketing', 'admin'] as const;
const admin = ['admin'] as const;

export const staffCalls = {
  // Session
  // Anonymous: answers null when signed out (a 401 would be a console error on every signed-out page).
  me: call({ method: 'GET', path: '/staff/api/session', body: 'none', access: 'anonymous' }),
  signIn: call({ method: 'POST', path: '/staff/api/session/sign-in', body: 'json', access: 'anonymous' }),
  // The second step of a password sign-in, for an account with a second factor (its pending session)
  signInSecondFactor: call({ method: 'POST', path: '/staff/api/session/second-factor', body: 'json', access: 'anonymous' }),
  // Proving it is you again before a sensitive change (the calls marked recentSignIn)
  confirmIdentity: call({ method: 'POST', path: '/staff/api/session/confirm', body: 'json', access: 'any' }),
  confirmIdentityOptions: call({ method: 'POST', path: '/staff/api/session/confirm/passkey-options', body: 'none', access: 'any' }),
  confirmIdentityWithPasskey: call({ method: 'POST', path: '/staff/api/session/confirm/passkey', body: 'json', access: 'any' }),
  signOut: call({ method: 'POST', path: '/staff/api/session/sign-out', body: 'none', answer: 'none', access: 'any' }),
  signOutEverywhere: call({ method: 'POST', path: '/staff/api/session/sign-out-everywhere', body: 'none', answer: 'none', access: 'any' }),
  // Account set-up from the one-time link (its token travels in the link's #fragment, never in a query)
  checkSetUpToken: call({ method: 'POST', path: '/staff/api/account/set-up/check', body: 'json', access: 'anonymous' }),
  setUpAccount: call({ method: 'POST', path: '/staff/api/account/set-up', body: 'json', access: 'anonymous' }),
  // The signed-in account's own password and sessions
  changePassword: call({ method: 'POST', path: '/staff/api/account/password', body: 'json', answer: 'none', access: 'any' }),
  listOwnSessions: call({ method: 'GET', path: '/staff/api/account/sessions', body: 'none', access: 'any' }),
  endOwnSession: call({ method: 'POST', path: '/staff/api/account/sessions/end', body: 'json', answer: 'none', access: 'any' }),
  // The authenticator app (the second factor by code) and its recovery codes
  authenticatorStatus: call({ method: 'GET', path: '/staff/api/account/authenticator', body: 'none', access: 'any' }),
  startAuthenticator: call({ method: 'POST', path: '/staff/api/account/authenticator/new', body: 'none', access: 'any' }),
  addAuthenticator: call({ method: 'POST', path: '/staff/api/account/authenticator', body: 'json', access: 'any', recentSignIn: true }),
  removeAuthenticator: call({
    method: 'POST',
    path: '/staff/api/account/authenticator/remove',
    body: 'none',
    answer: 'none',
    access: 'any',
    recentSignIn: true,
  }),
  newRecoveryCodes: call({ method: 'POST', path: '/staff/api/account/recovery-codes', body: 'none', access: 'any', recentSignIn: true }),
  // Passkeys: registered by the signed-in account, named and removed by it, used to sign in
  listPasskeys: call({ method: 'GET', path: '/staff/api/passkeys', body: 'none', access: 'any' }),
  passkeyRegistrationOptions: call({
    method: 'POST',
    path: '/staff/api/passkeys/registration-options',
    body: 'none',
    access: 'any',
    recentSignIn: true,
  }),
  verifyPasskeyRegistration: call({
    method: 'POST',
    path: '/staff/api/passkeys/registration',
    body: 'json',
    access: 'any',
    recentSignIn: true,
  }),
  renamePasskey: call({ method: 'POST', path: '/staff/api/passkeys/:id/rename', body: 'json', answer: 'none', access: 'any' }),
  removePasskey: call({
    method: 'POST',
    path: '/staff/api/passkeys/:id/remove',
    body: 'none',
    answer: 'none',
    access: 'any',
    recentSignIn: true,
  }),
  passkeyAuthenticationOptions: call({
    method: 'POST',
    path: '/staff/api/passkeys/authentication-options',
    body: 'none',
    access: 'anonymous',
  }),
  verifyPasskeyAuthentication: call({
    method: 'POST',
    path: '/staff/api/passkeys/authentication',
    body: 'json',
    access: 'anonymous',
  }),
  // What visitors sent
  listMessages: call({ method: 'GET', path: '/staff/api/messages', body: 'none', access: everyRole }),
  listSubscribers: call({ method: 'GET', path: '/staff/api/subscribers', body: 'none', access: marketing }),
  exportSubscribers: call({
    method: 'GET',
    path: '/staff/api/subscribers/export',
    body: 'none',
    answer: 'csv',
    access: marketing,
    recentSignIn: true,
  }),
  // Hiring
  listApplications: call({ method: 'GET', path: '/staff/api/applications', body: 'none', access: hr }),
  getApplication: call({ method: 'GET', path: '/staff/api/applications/:id', body: 'none', access: hr }),
  markApplication: call({ method: 'POST', path: '/staff/api/applications/:id/mark', body: 'json', access: hr }),
  downloadApplicationFile: call({ method: 'GET', path: '/staff/api/application-files/:id', body: 'none', answer: 'file', access: hr }),
  listJobs: call({ method: 'GET', path: '/staff/api/jobs', body: 'none', access: hr }),
  jobTaxonomy: call({ method: 'GET', path: '/staff/api/jobs/taxonomy', body: 'none', access: hr }),
  getJob: call({ method: 'GET', path: '/staff/api/jobs/:id', body: 'none', access: hr }),
  createJob: call({ method: 'POST', path: '/staff/api/jobs', body: 'json', access: hr }),
  editJob: call({ method: 'POST', path: '/staff/api/jobs/:id', body: 'json', access: hr }),
  closeJob: call({ method: 'POST', path: '/staff/api/jobs/:id/close', body: 'none', access: hr }),
  fillJob: call({ method: 'POST', path: '/staff/api/jobs/:id/fill', body: 'none', access: hr }),
  withdrawJob: call({ method: 'POST', path: '/staff/api/jobs/:id/withdraw', body: 'none', access: hr }),
  reopenJob: call({ method: 'POST', path: '/staff/api/jobs/:id/reopen', body: 'none', access: hr }),
  // Publishing
  listArticles: call({ method: 'GET', path: '/staff/api/articles', body: 'none', access: marketing }),
  getArticleSource: call({ method: 'GET', path: '/staff/api/articles/:id', body: 'none', access: marketing }),
  createArticle: call({ method: 'POST', path: '/staff/api/articles', body: 'multipart', access: marketing }),
  editArticle: call({ method: 'POST', path: '/staff/api/articles/:id', body: 'multipart', access: marketing }),
  previewArticle: call({ method: 'POST', path: '/staff/api/articles/preview', body: 'json', access: marketing }),
  publishArticle: call({ method: 'POST', path: '/staff/api/articles/:id/publish', body: 'none', access: marketing }),
  unpublishArticle: call({ method: 'POST', path: '/staff/api/articles/:id/unpublish', body: 'none', access: marketing }),
  // The newsletter: issues written in Markdown, previewed, tested on oneself, sent once to the confirmed subscribers
  listNewsletterIssues: call({ method: 'GET', path: '/staff/api/newsletter', body: 'none', access: marketing }),
  getNewsletterIssue: call({ method: 'GET', path: '/staff/api/newsletter/:id', body: 'none', access: marketing }),
  createNewsletterIssue: call({ method: 'POST', path: '/staff/api/newsletter', body: 'json', access: marketing }),
  editNewsletterIssue: call({ method: 'POST', path: '/staff/api/newsletter/:id', body: 'json', access: marketing }),
  previewNewsletterIssue: call({ method: 'POST', path: '/staff/api/newsletter/preview', body: 'json', access: marketing }),
  sendNewsletterTest: call({ method: 'POST', path: '/staff/api/newsletter/:id/test', body: 'none', access: marketing }),
  sendNewsletterIssue: call({
    method: 'POST',
    path: '/staff/api/newsletter/:id/send',
    body: 'none',
    access: marketing,
    recentSignIn: true,
  }),
  // Accounts and the audit log
  listUsers: call({ method: 'GET', path: '/staff/api/users', body: 'none', access: admin }),
  addUser: call({ method: 'POST', path: '/staff/api/users', body: 'json', access: admin, recentSignIn: true }),
  disableUser: call({ method: 'POST', path: '/staff/api/users/:id/disable', body: 'none', access: admin, recentSignIn: true }),
  resetUser: call({ method: 'POST', path: '/staff/api/users/:id/reset', body: 'none', access: admin, recentSignIn: true }),
  listAudit: call({ method: 'GET', path: '/staff/api/audit', body: 'none', access: admin }),
} as const;

export type StaffCallName = keyof typeof staffCalls;
