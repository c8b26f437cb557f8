import type { ApplicationFieldsBody, ApplicationReceipt } from './applications';
import type { ArticleByIdBody, ArticleListAnswer, ArticlePage } from './articles';
import { defineCall } from './call';
import type { ContactMessageBody } from './contact';
import type { JobByIdBody, JobListAnswer, JobPage } from './jobs';
import type { PageQueryInput } from './paging';
import type { Acknowledgement, SubscribeBody, SubscriptionType, UnsubscribeBody } from './subscriptions';

/**
 * Every call of the API (spec section 7, and the two this site adds), by name: method, path, how the
 * body goes and which problems it may answer. Their schemas are in ./call-schemas.ts under the same
 * names. The server answers these and nothing else under /api/ (server/routes/register-call.ts), the
 * browser calls them through `callApi` (src/api/client.ts), and /api/openapi.json describes them.
 * Types only are imported above: this module carries no schema into the browser.
 */
export const api = {
  subscribe: defineCall<{ type: SubscriptionType }, SubscribeBody, Acknowledgement>({
    method: 'POST',
    path: '/api/contact/subscribe',
    summary: 'Subscribe an address to the newsletter (type Newsletter) or to sales contact (type contactACS).',
    body: 'json',
    idempotent: true,
    problems: [400, 413, 415, 422],
  }),
  unsubscribe: defineCall<undefined, UnsubscribeBody, Acknowledgement>({
    method: 'POST',
    path: '/api/contact/unsubscribe',
    summary: 'Unsubscribe an address; the same answer whether or not it was subscribed.',
    body: 'json',
    idempotent: true,
    problems: [400, 413, 415, 422],
  }),
  sendContactMessage: defineCall<undefined, ContactMessageBody, Acknowledgement>({
    method: 'POST',
    path: '/api/contact/contact-us',
    summary: 'Send a message to the sales team.',
    body: 'json',
    idempotent: true,
    problems: [400, 413, 415, 422],
  }),
  getAvailableJobs: defineCall<PageQueryInput, undefined, JobListAnswer>({
    method: 'GET',
    path: '/api/job-vacancy/available',
    summary: 'One page of the open vacancies, newest first.',
    body: 'none',
    idempotent: false,
    problems: [400],
  }),
  getJobById: defineCall<undefined, JobByIdBody, JobPage>({
    method: 'POST',
    path: '/api/job-vacancy/get-job-by-id',
    summary: 'One open vacancy and up to four similar open roles.',
    body: 'json',
    idempotent: false,
    problems: [400, 404, 413, 415],
  }),
  applyForJob: defineCall<undefined, FormData, ApplicationReceipt>({
    method: 'POST',
    path: '/api/job-vacancy/apply',
    summary: 'Apply for a vacancy: the form fields and a resume (and a cover letter), PDF or Word, under 10 MB each.',
    body: 'multipart',
    idempotent: true,
    problems: [400, 413, 415, 422],
  }),
  submitResume: defineCall<undefined, ApplicationFieldsBody, ApplicationReceipt>({
    method: 'POST',
    path: '/api/job-vacancy/Forms/Submitresume',
    summary: 'Apply without files: the form fields as JSON.',
    body: 'json',
    idempotent: true,
    problems: [400, 413, 415, 422],
  }),
  getAllArticles: defineCall<PageQueryInput, undefined, ArticleListAnswer>({
    method: 'GET',
    path: '/api/articles/get-all-articles',
    summary: 'One page of the published articles, newest first.',
    body: 'none',
    idempotent: false,
    problems: [400],
  }),
  postAllArticles: defineCall<undefined, PageQueryInput | undefined, ArticleListAnswer>({
    method: 'POST',
    path: '/api/article/get-all-articles',
    summary: 'The article list, paged by a JSON body (spec section 7); no body means the first page.',
    body: 'json',
    idempotent: false,
    problems: [400, 413, 415],
  }),
  getArticleById: defineCall<undefined, ArticleByIdBody, ArticlePage>({
    method: 'POST',
    path: '/api/article/get-article-by-id',
    summary: 'One published article and four other published articles, newest first.',
    body: 'json',
    idempotent: false,
    problems: [400, 404, 413, 415],
  }),
  getApiDescription: defineCall<undefined, undefined, unknown>({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This description of the API (OpenAPI 3.1), made from the same contracts the server answers with.',
    body: 'none',
    idempotent: false,
    problems: [],
  }),
};

export type CallName = keyof typeof api;
