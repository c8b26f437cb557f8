import { asc, count, eq, min } from 'drizzle-orm';
import type { Executor } from './database';
import { outbox } from './schema';

/**
 * The outbox table's side of the team's notification mails (docs/decisions/164-mail-outbox.md): a
 * mail is queued in the transaction of the submission it tells of, and listed for the team. Writing
 * the mail is server/mail/compose.ts's; sending it, server/mail/worker.ts's.
 */

/**
 * The team's addresses as a queued mail names them: the setting's name, which the mail worker reads
 * when it sends the mail (server/mail/worker.ts), so a mail waiting in the outbox goes to the address
 * set then. A visitor's address is stored as it is.
 */
export const teamRecipients = ['SALES_EMAIL', 'HR_EMAIL'] as const;
export type TeamRecipient = (typeof teamRecipients)[number];

/** A mail ready to send, as it is queued. */
export type OutboxMail = Pick<
  typeof outbox.$inferInsert,
  'kind' | 'subjectId' | 'recipient' | 'replyTo' | 'subject' | 'body' | 'html' | 'headers'
>;

/** Queues the mail, to go at once, and answers its row's id; call it in the transaction that stores what it tells of. */
export async function queueMail(tx: Executor, mail: OutboxMail, at: Date): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({ ...mail, createdAt: at, nextAttemptAt: at })
    .returning({ id: outbox.id });
  return row!.id;
}

/** One outbox row as the team sees it: what it is about and how its delivery goes, not the mail's body. */
export type OutboxEntry = {
  id: number;
  kind: (typeof outbox.$inferSelect)['kind'];
  subjectId: number;
  recipient: string;
  subject: string;
  status: 'pending' | 'sent';
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
};

/** The outbox, oldest first; only the rows of one status when given (`npm run admin -- outbox`). */
export async function listOutbox(db: Executor, options: { status?: 'pending' | 'sent' } = {}): Promise<OutboxEntry[]> {
  return (
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        subjectId: outbox.subjectId,
        recipient: outbox.recipient,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(options.status ? eq(outbox.status, options.status) : undefined)
      .orderBy(asc(outbox.id))
      // A sent mail's last error is history (a row sent before the worker cleared it keeps one): not shown.
      .then((rows) => rows.map((row) => (row.status === 'sent' ? { ...row, lastError: null } : row)))
  );
}

/** How many mails wait to be sent, and how long the oldest has waited (`/metrics`). */
export async function outboxBacklog(db: Executor, at: Date): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({ pending: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  const oldest = row?.oldest ? new Date(row.oldest) : undefined;
  return { pending: row?.pending ?? 0, oldestAgeSeconds: oldest ? Math.max(0, (at.getTime() - oldest.getTime()) / 1000) : 0 };
}
