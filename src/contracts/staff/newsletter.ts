import * as z from 'zod/mini';
import { multiLineText } from '../fields';
import { limits } from '../limits';

/**
 * The newsletter as marketing writes and sends it in the staff area (issue 40, point 2): an issue is
 * a subject and a Markdown text, rendered by the articles' renderer; it is previewed, tested on the
 * writer's own address, and sent once to the confirmed subscribers.
 */

export const newsletterIssueBody = z.object({
  subject: multiLineText(limits.maxShortText, 'subject is required.'),
  body: multiLineText(limits.maxLongText * 5, 'body is required.'),
});
export type NewsletterIssueBody = z.input<typeof newsletterIssueBody>;

const at = z.string();
const issueStatus = z.enum(['draft', 'sending', 'sent']);

/** How an issue's sending goes: mails queued, sent, failing for now (retried), and its recipients who unsubscribed since. */
const issueCounts = z.object({ queued: z.number(), sent: z.number(), failed: z.number(), unsubscribed: z.number() });

const newsletterIssueItem = z.object({
  id: z.number(),
  subject: z.string(),
  status: issueStatus,
  createdBy: z.string(),
  createdAt: at,
  updatedAt: at,
  sendStartedAt: z.nullable(at),
  sentAt: z.nullable(at),
  counts: issueCounts,
});
export type NewsletterIssueItem = z.infer<typeof newsletterIssueItem>;

/** Every issue, newest first, and how many confirmed subscribers an issue sent now would reach. */
export const newsletterListAnswer = z.object({ items: z.array(newsletterIssueItem), subscribers: z.number() });

/** One issue for the editor: its Markdown, and the confirmed subscribers it would reach now. */
export const newsletterIssueSource = z.object({ ...newsletterIssueItem.shape, body: z.string(), subscribers: z.number() });
export type NewsletterIssueSource = z.infer<typeof newsletterIssueSource>;

/** The preview: the Markdown as the subscribers' mail shows it (the articles' renderer, sanitised). */
export const newsletterPreviewAnswer = z.object({ html: z.string() });
/** A test went to the member of staff's own address. */
export const newsletterTestAnswer = z.object({ to: z.string() });
/** Sending started: this many confirmed subscribers will get it, in batches. */
export const newsletterSendAnswer = z.object({ recipients: z.number() });
