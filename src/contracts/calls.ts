import type { ApplicationFieldsBody, ApplicationReceipt } from './applications';
import type { ArticleByIdBody, ArticleListAnswer, ArticlePage } from './articles';
import { defineCall } from './call';
import type { ContactMessageBody } from './contact';
import type { JobByIdBody, JobListAnswer, JobPage } from './jobs';
import type { PageQueryInput } from './paging';
import type { Acknowledgement, SubscribeBody, SubscriptionType, UnsubscribeBody } from './subscriptions';

/**
 * Every call of the API (spec section 7, and the two this site adds), by name: method, path and how
 * the body goes. Their schemas, summaries and problems are in ./call-schemas.ts under the same
 * names. The server answers these and nothing else under /api/ (server/routes/register-call.ts), the
 * browser calls them through `callApi` (src/api/client.ts), and /api/openapi.json describes them.
 * Types only are imported above: this module carries no schema into the browser.
 */
export const api = {
  subscribe: defineCall<{ type: SubscriptionType }, SubscribeBody, Acknowledgement>({
    method: 'POST',
    path: '/api/contact/subscribe',
    body: 'json',
    idempotent: true,
  }),
  unsubscribe: defineCall<undefined, UnsubscribeBody, Acknowledgement>({
    method: 'POST',
    path: '/api/contact/unsubscribe',
    body: 'json',
    idempotent: true,
  }),
  sendContactMessage: defineCall<undefined, ContactMessageBody, Acknowledgement>({
    method: 'POST',
    path: '/api/contact/contact-us',
    body: 'json',
    idempotent: true,
  }),
  getAvailableJobs: defineCall<PageQueryInput, undefined, JobListAnswer>({
    method: 'GET',
    path: '/api/job-vacancy/available',
    body: 'none',
    idempotent: false,
  }),
  getJobById: defineCall<undefined, JobByIdBody, JobPage>({
    method: 'POST',
    path: '/api/job-vacancy/get-job-by-id',
    body: 'json',
    idempotent: false,
  }),
  applyForJob: defineCall<undefined, FormData, ApplicationReceipt>({
    method: 'POST',
    path: '/api/job-vacancy/apply',
    body: 'multipart',
    idempotent: true,
  }),
  submitResume: defineCall<undefined, ApplicationFieldsBody, ApplicationReceipt>({
    method: 'POST',
    path: '/api/job-vacancy/Forms/Submitresume',
    body: 'json',
    idempotent: true,
  }),
  getAllArticles: defineCall<PageQueryInput, undefined, ArticleListAnswer>({
    method: 'GET',
    path: '/api/articles/get-all-articles',
    body: 'none',
    idempotent: false,
  }),
  postAllArticles: defineCall<undefined, PageQueryInput | undefined, ArticleListAnswer>({
    method: 'POST',
    path: '/api/article/get-all-articles',
    body: 'json',
    idempotent: false,
  }),
  getArticleById: defineCall<undefined, ArticleByIdBody, ArticlePage>({
    method: 'POST',
    path: '/api/article/get-article-by-id',
    body: 'json',
    idempotent: false,
  }),
  getApiDescription: defineCall<undefined, undefined, unknown>({
    method: 'GET',
    path: '/api/openapi.json',
    body: 'none',
    idempotent: false,
  }),
};

export type CallName = keyof typeof api;
