import type { NewsletterIssueItem } from '../../../contracts/staff/newsletter';

/**
 * Whether an issue's counts still move: its batches are being queued, or mails of it wait in the
 * outbox (a failing one is retried). Its pages look again every few seconds while they do.
 */
export const inProgress = (issue: Pick<NewsletterIssueItem, 'status' | 'counts'>) =>
  issue.status === 'sending' || (issue.status === 'sent' && issue.counts.sent < issue.counts.queued);

/** The server queues a batch and the mail worker sends every 2 s: a look every 3 s shows each step. */
export const refreshMs = 3_000;
