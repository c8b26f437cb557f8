import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { queueMail } from '../store/outbox';
import { newsletterDeliveries, newsletterIssues, outbox, subscriptions } from '../store/schema';
import { newsletterMail } from '../mail/subscription-mails';
import { audit, type Actor } from './audit';
import { BadInputError, NotFoundError } from './errors';
import { iso } from './paging';
import { unsubscribeParts } from './subscribing';

/**
 * The newsletter (issue 40, point 2; docs/decisions/209-newsletter-and-job-alerts.md): marketing
 * writes an issue in Markdown, previews it with the articles' renderer, sends a test to themselves,
 * then sends it. Sending only marks it 'sending'; the dispatcher (server/mail/mailings.ts) queues it
 * to the confirmed subscribers in batches at the configured rate, each batch one transaction with its
 * delivery rows, whose unique (issue, subscriber) index means a crash or a second process never
 * queues an address twice. The mail worker then sends the outbox as it sends every mail.
 */

export type IssueText = { subject: string; body: string };

/** The addresses an issue goes to: confirmed newsletter subscriptions still active. */
const mailedSubscribers = and(
  eq(subscriptions.type, 'Newsletter'),
  eq(subscriptions.status, 'active'),
  isNotNull(subscriptions.confirmedAt),
);

async function issueRow(db: Executor, id: number) {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) throw new NotFoundError(`There is no newsletter issue ${id}.`);
  return row;
}

export async function createIssue(db: Executor, actor: Actor, text: IssueText): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterIssues)
      .values({ ...text, createdBy: actor.name, createdAt: actor.at, updatedAt: actor.at })
      .returning({ id: newsletterIssues.id });
    await audit(tx, actor, 'newsletter.create', `newsletter ${row!.id}`, { subject: text.subject });
    return row!.id;
  });
}

/** A draft's subject and text change; an issue being sent or sent is what its readers got, and stays. */
export async function editIssue(db: Executor, actor: Actor, id: number, text: IssueText): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await issueRow(tx, id);
    if (row.status !== 'draft') throw new BadInputError(`Newsletter issue ${id} was sent: it can no longer change.`);
    await tx
      .update(newsletterIssues)
      .set({ ...text, updatedAt: actor.at })
      .where(eq(newsletterIssues.id, id));
    await audit(tx, actor, 'newsletter.edit', `newsletter ${id}`, { subject: text.subject });
  });
}

/** Queues the issue to the member of staff alone, marked as a test, without an unsubscribe link. */
export async function sendTestIssue(db: Executor, actor: Actor, id: number, to: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await issueRow(tx, id);
    await queueMail(tx, newsletterMail(row, { email: to, subscriptionId: null }, null), actor.at);
    await audit(tx, actor, 'newsletter.test', `newsletter ${id}`);
  });
}

/** Starts sending: refused for an issue already sent or being sent (409), so that no one sends it twice. */
export async function sendIssue(db: Executor, actor: Actor, id: number): Promise<{ recipients: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update');
    if (!row) throw new NotFoundError(`There is no newsletter issue ${id}.`);
    if (row.status !== 'draft') throw new BadInputError(`Newsletter issue ${id} was already sent: an issue is sent once.`);
    const recipients = await confirmedSubscriberCount(tx);
    await tx
      .update(newsletterIssues)
      .set({ status: 'sending', sendStartedAt: actor.at, updatedAt: actor.at })
      .where(eq(newsletterIssues.id, id));
    await audit(tx, actor, 'newsletter.send', `newsletter ${id}`, { recipients });
    return { recipients };
  });
}

export type MailingRate = { batchSize: number; intervalMs: number };

/**
 * Queues the next batch of each issue being sent whose interval has passed: `batchSize` confirmed
 * subscribers it has not been queued to, oldest first, each with a personal unsubscribe link. An
 * issue with no one left is sent. Answers how many mails were queued.
 */
export async function dispatchNewsletters(db: Executor, site: string, rate: MailingRate, at: Date): Promise<number> {
  const due = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.status, 'sending'),
        or(isNull(newsletterIssues.lastBatchAt), lte(newsletterIssues.lastBatchAt, new Date(at.getTime() - rate.intervalMs))),
      ),
    )
    .orderBy(asc(newsletterIssues.id));
  let queued = 0;
  for (const { id } of due) {
    queued += await db.transaction(async (tx) => {
      // Another process sending the same issue's batch waits, then finds it done.
      const [issue] = await tx
        .select()
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'sending')))
        .for('update', { skipLocked: true });
      if (!issue) return 0;
      const batch = await tx
        .select({ id: subscriptions.id, email: subscriptions.email })
        .from(subscriptions)
        .where(
          and(
            mailedSubscribers,
            sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${id} and ${newsletterDeliveries.subscriptionId} = ${subscriptions.id})`,
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(rate.batchSize);
      for (const subscriber of batch) {
        const unsubscribe = await unsubscribeParts(tx, subscriber.id, site, at, id);
        const outboxId = await queueMail(
          tx,
          newsletterMail(issue, { email: subscriber.email, subscriptionId: subscriber.id }, unsubscribe),
          at,
        );
        await tx.insert(newsletterDeliveries).values({ issueId: id, subscriptionId: subscriber.id, outboxId, createdAt: at });
      }
      const finished = batch.length < rate.batchSize;
      await tx
        .update(newsletterIssues)
        .set(finished ? { status: 'sent', sentAt: at, lastBatchAt: at } : { lastBatchAt: at })
        .where(eq(newsletterIssues.id, id));
      // The issue's change to sent is the dispatcher's: audited as the server's own, once per issue.
      if (finished) await audit(tx, { name: 'system:mailings', address: null, at }, 'newsletter.sent', `newsletter ${id}`);
      return batch.length;
    });
  }
  return queued;
}

/** How an issue's sending goes: queued, sent, failing (waiting for a retry), and its recipients who unsubscribed since it started. */
async function issueCounts(db: Executor, id: number, sendStartedAt: Date | null) {
  const [delivery] = await db
    .select({
      queued: count(),
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'pending' and ${outbox.attempts} > 0)`.mapWith(Number),
    })
    .from(newsletterDeliveries)
    .innerJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
    .where(eq(newsletterDeliveries.issueId, id));
  const [left] = sendStartedAt
    ? await db
        .select({ unsubscribed: count() })
        .from(newsletterDeliveries)
        .innerJoin(subscriptions, eq(subscriptions.id, newsletterDeliveries.subscriptionId))
        .where(
          and(
            eq(newsletterDeliveries.issueId, id),
            eq(subscriptions.status, 'unsubscribed'),
            gte(subscriptions.unsubscribedAt, sendStartedAt),
          ),
        )
    : [{ unsubscribed: 0 }];
  return { queued: delivery?.queued ?? 0, sent: delivery?.sent ?? 0, failed: delivery?.failed ?? 0, unsubscribed: left?.unsubscribed ?? 0 };
}

const issueSummary = async (db: Executor, row: typeof newsletterIssues.$inferSelect) => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  sendStartedAt: row.sendStartedAt ? iso(row.sendStartedAt) : null,
  sentAt: row.sentAt ? iso(row.sentAt) : null,
  counts: await issueCounts(db, row.id, row.sendStartedAt),
});

/** Every issue, newest first, with its counts (a company's newsletter has a few dozen). */
export async function listIssues(db: Executor) {
  const rows = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.id));
  return Promise.all(rows.map((row) => issueSummary(db, row)));
}

/** One issue with its text, for the editor, and the number of confirmed subscribers it would go to now. */
export async function issueSource(db: Executor, id: number) {
  const row = await issueRow(db, id);
  return { ...(await issueSummary(db, row)), body: row.body, subscribers: await confirmedSubscriberCount(db) };
}

/** How many confirmed subscribers an issue sent now would reach. */
export async function confirmedSubscriberCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(mailedSubscribers);
  return row?.n ?? 0;
}
