import * as z from 'zod/mini';
import { applicationFields, applicationReceipt } from './applications';
import { articleByIdBody, articleListAnswer, articleListQuery, articlePage } from './articles';
import type { CallName } from './calls';
import { contactMessageBody } from './contact';
import { jobByIdBody, jobListAnswer, jobListQuery, jobPage } from './jobs';
import { acknowledgement, subscribeBody, subscribeQuery, unsubscribeBody } from './subscriptions';

/**
 * The schemas of each call of ./calls.ts, under the same name: what its query and body must be (the
 * server validates with them) and what it answers (the API description shows it). A multipart body
 * is read part by part (server/routes/application-parts.ts); `fields` are its text parts.
 */
export type CallSchemas = {
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** The text parts of a multipart body. */
  readonly fields?: z.ZodMiniObject;
  readonly answer: z.ZodMiniType;
};

/** The answer of the description call: an OpenAPI document (described, not validated, here). */
const apiDescription = z.looseObject({ openapi: z.string() });

export const callSchemas = {
  subscribe: { query: subscribeQuery, body: subscribeBody, answer: acknowledgement },
  unsubscribe: { body: unsubscribeBody, answer: acknowledgement },
  sendContactMessage: { body: contactMessageBody, answer: acknowledgement },
  getAvailableJobs: { query: jobListQuery, answer: jobListAnswer },
  getJobById: { body: jobByIdBody, answer: jobPage },
  applyForJob: { fields: applicationFields, answer: applicationReceipt },
  submitResume: { body: applicationFields, answer: applicationReceipt },
  getAllArticles: { query: articleListQuery, answer: articleListAnswer },
  // No body at all means the first page; a JSON null is a body, and not an object.
  postAllArticles: { body: z.prefault(articleListQuery, {}), answer: articleListAnswer },
  getArticleById: { body: articleByIdBody, answer: articlePage },
  getApiDescription: { answer: apiDescription },
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
