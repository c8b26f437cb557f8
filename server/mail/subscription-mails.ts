import { company } from '../../src/content/company';
import { renderMarkdown } from '../../src/markdown/markdown';
import { escapeHtml } from '../../src/render/entries/page-template';
import { oneLine } from '../safe-text';
import type { OutboxMail } from '../store/outbox';
import { companyFooter, subjectLine } from './compose';

/**
 * The mails to subscribers (issue 40, points 2 and 3): the double opt-in's confirmation, the
 * newsletter's issues (and their test), and job alerts. Pure functions, queued by server/domain/.
 * Every mail that a subscriber gets unasked carries their personal unsubscribe link and the RFC 8058
 * headers (List-Unsubscribe with List-Unsubscribe-Post), so that a mail client offers one click.
 */

const categoryNames = (names: readonly string[]) => names.join(', ');

/** The mail that asks an address to confirm a subscription; nothing else is ever sent before it is followed. */
export function confirmationMail(
  subscriber: { email: string; list: 'Newsletter' | 'JobAlerts'; categories?: readonly string[]; subscriptionId: number },
  confirmLink: string,
): OutboxMail {
  const what =
    subscriber.list === 'Newsletter'
      ? `the ${company.name} newsletter`
      : `job alerts from ${company.name} for these kinds of job: ${categoryNames(subscriber.categories ?? [])}`;
  const body = [
    'Hello,',
    '',
    `Someone, we hope you, asked to receive ${what} at this address.`,
    '',
    'To confirm, open this link (it works for 7 days):',
    confirmLink,
    '',
    'If it was not you, ignore this e-mail: without your confirmation we will not write to you again.',
    '',
    companyFooter(),
    '',
  ].join('\n');
  return {
    kind: 'subscription-confirmation',
    subjectId: subscriber.subscriptionId,
    recipient: oneLine(subscriber.email),
    replyTo: oneLine(subscriber.email),
    subject: subjectLine(
      subscriber.list === 'Newsletter'
        ? `Confirm your subscription – ${company.name} newsletter`
        : `Confirm your job alerts – ${company.name}`,
    ),
    body,
  };
}

type Unsubscribe = { link: string; headers: Record<string, string> };

/** The footer every mailing ends with: why they get it, and how to stop it. */
function mailingFooter(why: string, unsubscribe: Unsubscribe | null) {
  return [
    '',
    '--',
    why,
    unsubscribe ? `Unsubscribe with one click: ${unsubscribe.link}` : 'This is a test: its unsubscribe link is made for each subscriber.',
    companyFooter(),
    '',
  ].join('\n');
}

function mailingHtml(bodyHtml: string, why: string, unsubscribe: Unsubscribe | null) {
  const stop = unsubscribe
    ? `<a href="${escapeHtml(unsubscribe.link)}">Unsubscribe with one click</a>`
    : 'This is a test: its unsubscribe link is made for each subscriber.';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; max-width: 40em; margin: 0 auto; padding: 1em;">',
    bodyHtml,
    `<hr><p style="font-size: 0.875em;">${escapeHtml(why)}<br>${stop}</p>`,
    `<p style="font-size: 0.875em;">${escapeHtml(company.legalName)}, ${escapeHtml(company.location.street)}</p>`,
    '</body></html>',
  ].join('\n');
}

const newsletterWhy = `You get this because you subscribed to the ${company.name} newsletter and confirmed it.`;

/** One issue of the newsletter to one subscriber (or, with `unsubscribe` null, the test to a member of staff). */
export function newsletterMail(
  issue: { id: number; subject: string; body: string },
  to: { email: string; subscriptionId: number | null },
  unsubscribe: Unsubscribe | null,
): OutboxMail {
  return {
    kind: unsubscribe ? 'newsletter' : 'newsletter-test',
    subjectId: issue.id,
    recipient: oneLine(to.email),
    replyTo: 'SALES_EMAIL',
    subject: subjectLine(unsubscribe ? issue.subject : `[Test] ${issue.subject}`),
    body: `${issue.body.replace(/\r\n?/g, '\n').trim()}\n${mailingFooter(newsletterWhy, unsubscribe)}`,
    html: mailingHtml(renderMarkdown(issue.body), newsletterWhy, unsubscribe),
    headers: unsubscribe?.headers ?? null,
  };
}

/** A new vacancy, to an address that asked for alerts of its category. */
export function jobAlertMail(
  job: { id: number; title: string; category: string; location: string; deadline: string; summary: string },
  to: { email: string },
  jobLink: string,
  unsubscribe: Unsubscribe,
): OutboxMail {
  const why = `You get this because you asked ${company.name} for alerts of new ${categoryNames([job.category])} jobs and confirmed it.`;
  const body = [
    `A new job at ${company.name}: ${oneLine(job.title)}`,
    '',
    `Location: ${oneLine(job.location)}`,
    `Apply by: ${job.deadline}`,
    '',
    oneLine(job.summary),
    '',
    `Read more and apply: ${jobLink}`,
  ].join('\n');
  return {
    kind: 'job-alert',
    subjectId: job.id,
    recipient: oneLine(to.email),
    replyTo: 'HR_EMAIL',
    subject: subjectLine(`New job: ${job.title} – ${company.name}`),
    body: `${body}\n${mailingFooter(why, unsubscribe)}`,
    html: null,
    headers: unsubscribe.headers,
  };
}
