import * as z from 'zod/mini';
import { applicantStatus, statusTokenBody } from './application-status';
import { applicationFields, applicationReceipt } from './applications';
import { articleByIdBody, articleListAnswer, articleListQuery, articlePage } from './articles';
import type { CallName } from './calls';
import { contactMessageBody } from './contact';
import { jobByIdBody, jobListAnswer, jobListQuery, jobPageAnswer } from './jobs';
import {
  acknowledgement,
  confirmedSubscription,
  jobAlertsBody,
  messageReceipt,
  oneClickQuery,
  subscribeBody,
  subscribeQuery,
  tokenBody,
  unsubscribeBody,
} from './subscriptions';

/**
 * The schemas of each call, public (./calls.ts, below) and staff (./staff/schemas.ts), under its
 * name: `params` (the `:id` of its path), `query`, `body` (or `fields`, the text parts of a
 * multipart body, and `files`, its file parts), `answer` (absent for a file, CSV or empty answer),
 * its summary and its problem statuses (the server validates with the schemas; the API description
 * shows the rest). Kept out of the public pages' JavaScript, which needs none of it. A multipart body
 * is read part by part by its route.
 */
export type CallSchemas = {
  /** One line for the API description. */
  readonly summary: string;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** The text parts of a multipart body. */
  readonly fields?: z.ZodMiniObject;
  /** The file parts of a multipart body, and whether each must be sent. */
  readonly files?: Readonly<Record<string, 'required' | 'optional'>>;
  readonly answer?: z.ZodMiniType;
  /**
   * The statuses of its problem answers beyond those every call may give (429, 500, 503), those of a
   * refused request (400, and 415 for a body) and those of the staff guards (401, 403, 404 for a record id).
   */
  readonly problems: readonly number[];
};

/** The answer of the description call: an OpenAPI document (described, not validated, here). */
const apiDescription = z.looseObject({ openapi: z.string() });

export const callSchemas = {
  subscribe: {
    summary: 'Subscribe an address to the newsletter (type Newsletter) or to sales contact (type contactACS).',
    query: subscribeQuery,
    body: subscribeBody,
    answer: acknowledgement,
    problems: [400, 413, 415, 422],
  },
  unsubscribe: {
    summary: 'Unsubscribe an address; the same answer whether or not it was subscribed.',
    body: unsubscribeBody,
    answer: acknowledgement,
    problems: [400, 413, 415, 422],
  },
  subscribeToJobAlerts: {
    summary: 'Ask for a mail when a job of these categories is published; a link mailed to the address confirms it.',
    body: jobAlertsBody,
    answer: acknowledgement,
    problems: [400, 413, 415, 422],
  },
  confirmSubscription: {
    summary: "Confirm a newsletter or job-alert subscription with the mailed link's token (it expires after 7 days).",
    body: tokenBody,
    answer: confirmedSubscription,
    problems: [400, 404, 413, 415],
  },
  unsubscribeWithLink: {
    summary: 'Unsubscribe with the personal link a newsletter or job alert carries; the same answer when already unsubscribed.',
    body: tokenBody,
    answer: acknowledgement,
    problems: [400, 404, 413, 415],
  },
  oneClickUnsubscribe: {
    summary: 'RFC 8058 one-click unsubscribe: the List-Unsubscribe address, POSTed by a mail client with List-Unsubscribe=One-Click.',
    query: oneClickQuery,
    answer: acknowledgement,
    problems: [400, 404],
  },
  sendContactMessage: {
    summary: 'Send a message to the sales team.',
    body: contactMessageBody,
    answer: messageReceipt,
    problems: [400, 413, 415, 422],
  },
  getAvailableJobs: {
    summary: 'One page of the vacancies taking applications, oldest first.',
    query: jobListQuery,
    answer: jobListAnswer,
    problems: [400],
  },
  getJobById: {
    summary: 'One open vacancy and up to four similar open roles; for a vacancy the team ended, its title and how it ended.',
    body: jobByIdBody,
    answer: jobPageAnswer,
    problems: [400, 404, 413, 415],
  },
  applyForJob: {
    summary: 'Apply for a vacancy: the form fields and a resume (and a cover letter), PDF or Word, under 10 MB each.',
    fields: applicationFields,
    files: { Resume: 'required', CoverLetter: 'optional' },
    answer: applicationReceipt,
    problems: [400, 409, 413, 415, 422],
  },
  submitResume: {
    summary: 'Apply without files: the form fields as JSON.',
    body: applicationFields,
    answer: applicationReceipt,
    problems: [400, 409, 413, 415, 422],
  },
  getAllArticles: {
    summary: 'One page of the published articles, newest first.',
    query: articleListQuery,
    answer: articleListAnswer,
    problems: [400],
  },
  // No body at all means the first page; a JSON null is a body, and not an object.
  postAllArticles: {
    summary: 'The article list, paged by a JSON body (spec section 7); no body means the first page.',
    body: z.prefault(articleListQuery, {}),
    answer: articleListAnswer,
    problems: [400, 413, 415],
  },
  getArticleById: {
    summary: 'One published article and four other published articles, newest first.',
    body: articleByIdBody,
    answer: articlePage,
    problems: [400, 404, 413, 415],
  },
  getApiDescription: {
    summary: 'This description of the API (OpenAPI 3.1), made from the same contracts the server answers with.',
    answer: apiDescription,
    problems: [],
  },
  getApplicationStatus: {
    summary: "Where an application stands, by the token of the applicant's private link; an unknown or expired token is a 404.",
    body: statusTokenBody,
    answer: applicantStatus,
    problems: [400, 404, 413, 415],
  },
  withdrawApplication: {
    summary: 'The applicant withdraws their application (while it is new, in review or shortlisted); a 409 once closed or withdrawn.',
    body: statusTokenBody,
    answer: applicantStatus,
    problems: [400, 404, 409, 413, 415, 422],
  },
  requestDataDeletion: {
    summary: 'The applicant asks HR to delete their data: recorded and mailed to HR once; asking again answers the same.',
    body: statusTokenBody,
    answer: applicantStatus,
    problems: [400, 404, 413, 415, 422],
  },
} as const satisfies Record<CallName, CallSchemas>;

/**
 * RFC 9457 problem details in the spec's shape (section 8). A refused field is also named in
 * `errors`, as RFC 9457's own example does: a JSON pointer into what was sent, and the reason.
 */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.string(),
  errors: z.optional(z.array(z.object({ pointer: z.string(), detail: z.string() }))),
});
