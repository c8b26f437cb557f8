import type { ContactMessageBody } from '../contracts/contact';
import type { JobByIdBody } from '../contracts/jobs';
import type { ApplicationFieldsBody } from '../contracts/applications';
import type { ArticleByIdBody } from '../contracts/articles';
import type { SubscribeBody, SubscriptionType, UnsubscribeBody } from '../contracts/subscriptions';
import { behaviour } from '../styles/behaviour';
import { request } from './client';

/**
 * One typed function for each call of spec section 7 (the config file has its own module). The
 * request types come from src/contracts, which the server validates with.
 */

/**
 * Each submission carries its Idempotency-Key (the same on every try of one submission): the server
 * stores it once however often it arrives (docs/decisions/166-idempotent-submissions.md).
 */
function keyed(idempotencyKey: string) {
  return { headers: { 'Idempotency-Key': idempotencyKey } };
}

export function subscribe(type: SubscriptionType, subscriberEmail: string, idempotencyKey: string): Promise<unknown> {
  return request('api/contact/subscribe', {
    method: 'post',
    searchParams: { type },
    json: { subscriberEmail } satisfies SubscribeBody,
    ...keyed(idempotencyKey),
  });
}

export function sendContactMessage(message: ContactMessageBody, idempotencyKey: string): Promise<unknown> {
  return request('api/contact/contact-us', { method: 'post', json: message, ...keyed(idempotencyKey) });
}

/** The spec leaves the payload unshown; we send the address in the subscription's own field name. */
export function unsubscribe(subscriberEmail: string, idempotencyKey: string): Promise<unknown> {
  return request('api/contact/unsubscribe', {
    method: 'post',
    json: { subscriberEmail } satisfies UnsubscribeBody,
    ...keyed(idempotencyKey),
  });
}

export function getAvailableJobs(
  pageNo: number = behaviour.jobList.pageNo,
  pageSize: number = behaviour.jobList.pageSize,
): Promise<unknown> {
  return request('api/job-vacancy/available', { method: 'get', searchParams: { pageNo, pageSize } });
}

export function getJobById(id: JobByIdBody['id']): Promise<unknown> {
  return request('api/job-vacancy/get-job-by-id', { method: 'post', json: { id } satisfies JobByIdBody });
}

/** @public Spec section 7's JSON application call; the form sends the multipart `applyForJob`. */
export function submitResume(application: ApplicationFieldsBody, idempotencyKey: string): Promise<unknown> {
  return request('api/job-vacancy/Forms/Submitresume', { method: 'post', json: application, ...keyed(idempotencyKey) });
}

/** Multipart: each form-state entry under its own key, files as file parts (spec section 7). */
export function applyForJob(form: FormData, idempotencyKey: string): Promise<unknown> {
  return request('api/job-vacancy/apply', {
    method: 'post',
    body: form,
    timeout: behaviour.api.uploadTimeoutMs,
    ...keyed(idempotencyKey),
  });
}

/** Sends the intended `pageSize=30&pageNo=1` (the spec's site built `1pageNo` by mistake). */
export function getAllArticles(
  pageSize: number = behaviour.blogList.pageSize,
  pageNo: number = behaviour.blogList.pageNo,
): Promise<unknown> {
  return request('api/articles/get-all-articles', { method: 'get', searchParams: { pageSize, pageNo } });
}

/** Not in the spec: one article for its page when the app navigates to it (docs/decisions/162). */
export function getArticleById(id: ArticleByIdBody['id']): Promise<unknown> {
  return request('api/article/get-article-by-id', { method: 'post', json: { id } satisfies ArticleByIdBody });
}

/** @public Spec section 7's POST form of the article list; the blog uses `getAllArticles`. */
export function postAllArticles(query: Record<string, unknown> = {}): Promise<unknown> {
  return request('api/article/get-all-articles', { method: 'post', json: query });
}
