import type { ApplicantStatus, StatusTokenBody } from './application-status';
import type { ApplicationFieldsBody, ApplicationReceipt } from './applications';
import type { ArticleByIdBody, ArticleListAnswer, ArticlePage } from './articles';
import { defineCall, type CallRoute } from './call';
import type { ContactMessageBody } from './contact';
import type { JobByIdBody, JobListAnswer, JobPageAnswer } from './jobs';
import type { PageQueryInput } from './paging';
import type {
  Acknowledgement,
  ConfirmedSubscription,
  JobAlertsBody,
  MessageReceipt,
  SubscribeBody,
  SubscriptionType,
  TokenBody,
  UnsubscribeBody,
} from './subscriptions';

/** A visitor's call: no session. */
function publicCall<Query = undefined, Body = undefined, Answer = unknown>(
  method: CallRoute['method'],
  path: string,
  body: CallRoute['body'],
) {
  return defineCall<Query, Body, Answer>({ method, path, body, access: 'public' });
}

/** A visitor's submission: a POST that carries an Idempotency-Key and is stored once per key. */
function submission<Query = undefined, Body = undefined, Answer = unknown>(path: string, body: CallRoute['body']) {
  return defineCall<Query, Body, Answer>({ method: 'POST', path, body, idempotent: true, access: 'public' });
}

/**
 * Every public call of the API (spec section 7, and the two this site adds), by name: method, path
 * and how the body goes. Their schemas, summaries and problems are in ./call-schemas.ts under the
 * same names. The server answers these and nothing else under /api/ (server/register-call.ts), the
 * browser calls them through `callApi` (src/api/client.ts), and /api/openapi.json describes them.
 * Types only are imported above: this module carries no schema into the browser.
 */
export const api = {
  subscribe: submission<{ type: SubscriptionType }, SubscribeBody, Acknowledgement>('/api/contact/subscribe', 'json'),
  unsubscribe: submission<undefined, UnsubscribeBody, Acknowledgement>('/api/contact/unsubscribe', 'json'),
  // Issue 40: job alerts, the double opt-in's link, and the personal unsubscribe link (page and RFC 8058 one-click)
  subscribeToJobAlerts: submission<undefined, JobAlertsBody, Acknowledgement>('/api/contact/job-alerts', 'json'),
  confirmSubscription: publicCall<undefined, TokenBody, ConfirmedSubscription>('POST', '/api/contact/confirm-subscription', 'json'),
  unsubscribeWithLink: publicCall<undefined, TokenBody, Acknowledgement>('POST', '/api/contact/unsubscribe-link', 'json'),
  oneClickUnsubscribe: publicCall<{ token: string }, undefined, Acknowledgement>('POST', '/api/contact/unsubscribe-link/one-click', 'none'),
  sendContactMessage: submission<undefined, ContactMessageBody, MessageReceipt>('/api/contact/contact-us', 'json'),
  getAvailableJobs: publicCall<PageQueryInput, undefined, JobListAnswer>('GET', '/api/job-vacancy/available', 'none'),
  getJobById: publicCall<undefined, JobByIdBody, JobPageAnswer>('POST', '/api/job-vacancy/get-job-by-id', 'json'),
  applyForJob: submission<undefined, FormData, ApplicationReceipt>('/api/job-vacancy/apply', 'multipart'),
  submitResume: submission<undefined, ApplicationFieldsBody, ApplicationReceipt>('/api/job-vacancy/Forms/Submitresume', 'json'),
  getAllArticles: publicCall<PageQueryInput, undefined, ArticleListAnswer>('GET', '/api/articles/get-all-articles', 'none'),
  postAllArticles: publicCall<undefined, PageQueryInput | undefined, ArticleListAnswer>('POST', '/api/article/get-all-articles', 'json'),
  getArticleById: publicCall<undefined, ArticleByIdBody, ArticlePage>('POST', '/api/article/get-article-by-id', 'json'),
  getApiDescription: publicCall<undefined, undefined, unknown>('GET', '/api/openapi.json', 'none'),
  // The applicant's private status page (issue 40, point 5): a read, then two changes stored once per key.
  getApplicationStatus: publicCall<undefined, StatusTokenBody, ApplicantStatus>('POST', '/api/job-vacancy/application-status', 'json'),
  withdrawApplication: submission<undefined, StatusTokenBody, ApplicantStatus>('/api/job-vacancy/withdraw-application', 'json'),
  requestDataDeletion: submission<undefined, StatusTokenBody, ApplicantStatus>('/api/job-vacancy/request-data-deletion', 'json'),
};

export type CallName = keyof typeof api;
