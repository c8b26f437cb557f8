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
  articleFormFields,
  articleListAnswer,
  articleListQuery,
  articleSource,
  articleStatusAnswer,
  jobBody,
  jobListAnswer,
  jobListQuery,
  jobSource,
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
  passkeyResponseBody,
  setUpBody,
  setUpCheckAnswer,
  setUpCheckBody,
  signInBody,
  staffSession,
} from './session';

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
    summary: 'Sign in with an email address and password: sets the session cookie.',
    body: signInBody,
    answer: staffSession,
    problems: [401],
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
  listPasskeys: { summary: "The signed-in account's passkeys.", answer: z.object({ items: z.array(passkeyItem) }), problems: [] },
  passkeyRegistrationOptions: {
    summary: 'The options for adding a passkey (WebAuthn registration).',
    answer: passkeyOptions,
    problems: [],
  },
  verifyPasskeyRegistration: {
    summary: 'Add the passkey the authenticator made.',
    body: passkeyResponseBody,
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
  reopenJob: { summary: 'Reopen a closed vacancy.', params: idParams, answer: jobStatusAnswer, problems: [409] },
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
