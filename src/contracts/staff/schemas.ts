import * as z from 'zod/mini';
import { addUserBody, auditItem, auditListQuery, disableUserAnswer, setUpLinkAnswer, userListAnswer } from './accounts';
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
 * The schemas of each staff call of ./calls.ts, under the same name: `params` (the `:id` of its
 * path), `query`, `body` (or `fields`, the text parts of a multipart body) and `answer` (absent for
 * a file, CSV or empty answer). The server validates requests with them; the staff pages type their
 * calls with them.
 */
export type StaffCallSchemas = {
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly fields?: z.ZodMiniObject;
  readonly answer?: z.ZodMiniType;
};

const created = z.object({ id: z.number() });

export const staffCallSchemas = {
  me: { answer: z.nullable(staffSession) },
  signIn: { body: signInBody, answer: staffSession },
  signOut: {},
  signOutEverywhere: {},
  checkSetUpToken: { body: setUpCheckBody, answer: setUpCheckAnswer },
  setUpAccount: { body: setUpBody, answer: staffSession },
  listPasskeys: { answer: z.object({ items: z.array(passkeyItem) }) },
  passkeyRegistrationOptions: { answer: passkeyOptions },
  verifyPasskeyRegistration: { body: passkeyResponseBody, answer: created },
  passkeyAuthenticationOptions: { answer: passkeyOptions },
  verifyPasskeyAuthentication: { body: passkeyResponseBody, answer: staffSession },
  listMessages: { query: messageListQuery, answer: staffListAnswer(messageItem) },
  listSubscribers: { query: subscriberListQuery, answer: staffListAnswer(subscriberItem) },
  exportSubscribers: { query: subscriberExportQuery },
  listApplications: { query: applicationListQuery, answer: staffListAnswer(applicationItem) },
  getApplication: { params: idParams, answer: applicationDetail },
  markApplication: { params: idParams, body: markApplicationBody, answer: applicationDetail },
  downloadApplicationFile: { params: idParams },
  listJobs: { query: jobListQuery, answer: jobListAnswer },
  jobTaxonomy: { answer: jobTaxonomy },
  getJob: { params: idParams, answer: jobSource },
  createJob: { body: jobBody, answer: jobSource },
  editJob: { params: idParams, body: jobBody, answer: jobSource },
  closeJob: { params: idParams, answer: jobStatusAnswer },
  reopenJob: { params: idParams, answer: jobStatusAnswer },
  listArticles: { query: articleListQuery, answer: articleListAnswer },
  getArticleSource: { params: idParams, answer: articleSource },
  createArticle: { fields: articleFormFields, answer: writtenArticle },
  editArticle: { params: idParams, fields: articleFormFields, answer: writtenArticle },
  previewArticle: { body: previewBody, answer: previewAnswer },
  publishArticle: { params: idParams, answer: articleStatusAnswer },
  unpublishArticle: { params: idParams, answer: articleStatusAnswer },
  listUsers: { answer: userListAnswer },
  addUser: { body: addUserBody, answer: setUpLinkAnswer },
  disableUser: { params: idParams, answer: disableUserAnswer },
  resetUser: { params: idParams, answer: setUpLinkAnswer },
  listAudit: { query: auditListQuery, answer: staffListAnswer(auditItem) },
} as const satisfies Record<StaffCallName, StaffCallSchemas>;
