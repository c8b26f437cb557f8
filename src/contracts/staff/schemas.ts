import * as z from 'zod/mini';
import { addUserBody, auditItem, auditListQuery, disableUserAnswer, setUpLinkAnswer, userListAnswer } from './accounts';
import type { CallSchemas } from '../call-schemas';
import type { StaffCallName } from './calls';
import {
  applicationDetail,
  applicationItem,
  applicationListQuery,
  idParams,
  markApplicationBody,
  messageItem,
  messageListQuery,
  staffListAnswer,
  subscriberExportQuery,
  subscriberItem,
  subscriberListQuery,
} from './lists';
import {
  newsletterIssueBody,
  newsletterIssueSource,
  newsletterListAnswer,
  newsletterPreviewAnswer,
  newsletterSendAnswer,
  newsletterTestAnswer,
} from './newsletter';
import {
  articleFormFields,
  articleListAnswer,
  articleListQuery,
  articleSource,
  articleStatusAnswer,
  jobBody,
  jobListAnswer,
  jobListQuery,
  jobSource,
  jobEndAnswer,
  jobStatusAnswer,
  jobTaxonomy,
  previewAnswer,
  previewBody,
  writtenArticle,
} from './publishing';
import {
  changePasswordBody,
  endSessionBody,
  ownSessionsAnswer,
  passkeyItem,
  passkeyOptions,
  passkeyRegistrationBody,
  passkeyResponseBody,
  setUpBody,
  setUpCheckAnswer,
  setUpCheckBody,
  signInAnswer,
  signInBody,
  staffSession,
} from './session';
import {
  addAuthenticatorBody,
  authenticatorSetUp,
  authenticatorStatus,
  confirmIdentityBody,
  passkeyNameBody,
  recoveryCodesAnswer,
  secondFactorBody,
} from './factors';

/**
 * The schemas of each staff call of ./calls.ts, under the same name, in the shape every call's
 * schemas take (src/contracts/call-schemas.ts): the server validates requests with them, the staff
 * pages check answers with them, and the API description shows them with each summary.
 */
const created = z.object({ id: z.number() });
const article = { fields: articleFormFields, files: { image: 'optional' }, answer: writtenArticle } as const;

export const staffCallSchemas = {
  me: { summary: 'The signed-in account and its CSRF token, or null when signed out.', answer: z.nullable(staffSession), problems: [] },
  signIn: {
    summary:
      'Sign in with an email address and password: sets the session cookie, or, for an account with a second factor, asks for it next.',
    body: signInBody,
    answer: signInAnswer,
    problems: [401],
  },
  signInSecondFactor: {
    summary: "The second step of a password sign-in: the authenticator app's code or a recovery code.",
    body: secondFactorBody,
    answer: staffSession,
    problems: [400, 401],
  },
  confirmIdentity: {
    summary: 'Prove it is you again (the password, and a code if the account has an authenticator app) before a sensitive change.',
    body: confirmIdentityBody,
    answer: staffSession,
    problems: [400],
  },
  confirmIdentityOptions: {
    summary: "The options for proving it is you with one of the account's passkeys.",
    answer: passkeyOptions,
    problems: [],
  },
  confirmIdentityWithPasskey: {
    summary: "Prove it is you again with one of the account's passkeys.",
    body: passkeyResponseBody,
    answer: staffSession,
    problems: [400],
  },
  signOut: { summary: 'End this session.', problems: [] },
  signOutEverywhere: { summary: 'End every session of the signed-in account.', problems: [] },
  checkSetUpToken: {
    summary: 'Whether a set-up link is still good, and for which address.',
    body: setUpCheckBody,
    answer: setUpCheckAnswer,
    problems: [],
  },
  setUpAccount: {
    summary: 'Choose a password from a one-time set-up link, and sign in.',
    body: setUpBody,
    answer: staffSession,
    problems: [],
  },
  changePassword: {
    summary: 'Change the password, giving the current one: every other session of the account ends.',
    body: changePasswordBody,
    problems: [400],
  },
  listOwnSessions: {
    summary: "The signed-in account's sessions: device, address, when each began and was last seen.",
    answer: ownSessionsAnswer,
    problems: [],
  },
  endOwnSession: { summary: 'End one of the signed-in account’s sessions.', body: endSessionBody, problems: [404] },
  authenticatorStatus: {
    summary: 'Whether the account has an authenticator app, and how many recovery codes are left.',
    answer: authenticatorStatus,
    problems: [],
  },
  startAuthenticator: {
    summary: 'A new secret for an authenticator app, to scan or type (nothing is kept until a code from it is confirmed).',
    answer: authenticatorSetUp,
    problems: [],
  },
  addAuthenticator: {
    summary: 'Turn the authenticator app on with a code it shows: answers the recovery codes, once.',
    body: addAuthenticatorBody,
    answer: recoveryCodesAnswer,
    problems: [400, 409],
  },
  removeAuthenticator: { summary: 'Turn the authenticator app off; its recovery codes go too.', problems: [409] },
  newRecoveryCodes: {
    summary: 'New recovery codes, answered once: the old ones no longer sign in.',
    answer: recoveryCodesAnswer,
    problems: [409],
  },
  renamePasskey: { summary: 'Rename one of the account’s passkeys.', params: idParams, body: passkeyNameBody, problems: [404] },
  removePasskey: { summary: 'Remove one of the account’s passkeys: it no longer signs in.', params: idParams, problems: [404, 409] },
  listPasskeys: { summary: "The signed-in account's passkeys.", answer: z.object({ items: z.array(passkeyItem) }), problems: [] },
  passkeyRegistrationOptions: {
    summary: 'The options for adding a passkey (WebAuthn registration).',
    answer: passkeyOptions,
    problems: [],
  },
  verifyPasskeyRegistration: {
    summary: 'Add the passkey the authenticator made.',
    body: passkeyRegistrationBody,
    answer: created,
    problems: [],
  },
  passkeyAuthenticationOptions: {
    summary: 'The options for signing in with a passkey (WebAuthn authentication).',
    answer: passkeyOptions,
    problems: [],
  },
  verifyPasskeyAuthentication: {
    summary: 'Sign in with a passkey: sets the session cookie.',
    body: passkeyResponseBody,
    answer: staffSession,
    problems: [],
  },
  listMessages: {
    summary: 'One page of the messages visitors sent, searched and sorted.',
    query: messageListQuery,
    answer: staffListAnswer(messageItem),
    problems: [],
  },
  listSubscribers: {
    summary: 'One page of the subscribers, searched and sorted.',
    query: subscriberListQuery,
    answer: staffListAnswer(subscriberItem),
    problems: [],
  },
  exportSubscribers: { summary: 'The subscribers the search finds, as CSV (audited).', query: subscriberExportQuery, problems: [] },
  listApplications: {
    summary: 'One page of the applications, searched, filtered and sorted.',
    query: applicationListQuery,
    answer: staffListAnswer(applicationItem),
    problems: [],
  },
  getApplication: {
    summary: 'One application: its fields, files, history and the statuses it may move to.',
    params: idParams,
    answer: applicationDetail,
    problems: [],
  },
  markApplication: {
    summary: 'Move an application to another status, or add a note to its history.',
    params: idParams,
    body: markApplicationBody,
    answer: applicationDetail,
    problems: [409],
  },
  downloadApplicationFile: { summary: "Download an applicant's file (audited).", params: idParams, problems: [] },
  listJobs: {
    summary: 'One page of the vacancies, with their application counts.',
    query: jobListQuery,
    answer: jobListAnswer,
    problems: [],
  },
  jobTaxonomy: { summary: 'The categories and role types a vacancy may take.', answer: jobTaxonomy, problems: [] },
  getJob: { summary: "One vacancy's fields, for editing.", params: idParams, answer: jobSource, problems: [] },
  createJob: { summary: 'Open a new vacancy.', body: jobBody, answer: jobSource, problems: [] },
  editJob: { summary: 'Change a vacancy.', params: idParams, body: jobBody, answer: jobSource, problems: [409] },
  closeJob: { summary: 'Close a vacancy: it stops taking applications.', params: idParams, answer: jobStatusAnswer, problems: [409] },
  fillJob: {
    summary: 'Mark a vacancy filled: it stops taking applications, and its page says the position has been filled.',
    params: idParams,
    answer: jobEndAnswer,
    problems: [],
  },
  withdrawJob: {
    summary: 'Withdraw a vacancy: it stops taking applications, and its page says so with status 410.',
    params: idParams,
    answer: jobEndAnswer,
    problems: [],
  },
  reopenJob: {
    summary: 'Reopen a vacancy the team ended (closed, filled or withdrawn).',
    params: idParams,
    answer: jobStatusAnswer,
    problems: [409],
  },
  listArticles: {
    summary: 'One page of the articles, drafts and published.',
    query: articleListQuery,
    answer: articleListAnswer,
    problems: [],
  },
  getArticleSource: { summary: "One article's Markdown and picture, for editing.", params: idParams, answer: articleSource, problems: [] },
  createArticle: { summary: 'Write a new draft article, with its picture.', ...article, problems: [413] },
  editArticle: { summary: 'Change an article, its picture kept, replaced or removed.', params: idParams, ...article, problems: [409, 413] },
  previewArticle: {
    summary: 'The Markdown rendered as the public page will show it.',
    body: previewBody,
    answer: previewAnswer,
    problems: [],
  },
  publishArticle: { summary: 'Publish an article.', params: idParams, answer: articleStatusAnswer, problems: [409] },
  unpublishArticle: { summary: 'Take a published article back to draft.', params: idParams, answer: articleStatusAnswer, problems: [409] },
  listNewsletterIssues: {
    summary: "The newsletter's issues, newest first, with their counts, and the confirmed subscribers now.",
    answer: newsletterListAnswer,
    problems: [],
  },
  getNewsletterIssue: { summary: 'One issue, for the editor.', params: idParams, answer: newsletterIssueSource, problems: [] },
  createNewsletterIssue: {
    summary: 'Write a new issue (a draft).',
    body: newsletterIssueBody,
    answer: newsletterIssueSource,
    problems: [],
  },
  editNewsletterIssue: {
    summary: 'Change a draft issue; a sent one stays as its readers got it.',
    params: idParams,
    body: newsletterIssueBody,
    answer: newsletterIssueSource,
    problems: [409],
  },
  previewNewsletterIssue: {
    summary: 'The Markdown rendered as the mail will show it.',
    body: newsletterIssueBody,
    answer: newsletterPreviewAnswer,
    problems: [],
  },
  sendNewsletterTest: {
    summary: 'Send the issue, marked as a test, to your own address only.',
    params: idParams,
    answer: newsletterTestAnswer,
    problems: [],
  },
  sendNewsletterIssue: {
    summary: 'Send the issue to every confirmed subscriber, in batches at the configured rate; an issue is sent once (409).',
    params: idParams,
    answer: newsletterSendAnswer,
    problems: [409],
  },
  listUsers: { summary: 'The staff accounts.', answer: userListAnswer, problems: [] },
  addUser: {
    summary: 'Add a staff account: answers its one-time set-up link.',
    body: addUserBody,
    answer: setUpLinkAnswer,
    problems: [409],
  },
  disableUser: { summary: 'Disable an account and end its sessions.', params: idParams, answer: disableUserAnswer, problems: [409] },
  resetUser: {
    summary: "Reset an account's password: answers a new set-up link.",
    params: idParams,
    answer: setUpLinkAnswer,
    problems: [409],
  },
  listAudit: { summary: 'One page of the audit log.', query: auditListQuery, answer: staffListAnswer(auditItem), problems: [] },
} as const satisfies Record<StaffCallName, CallSchemas>;
