import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { outbox } from '../store/schema';

/** One outbox row as the team sees it: what it is about and how its delivery goes, not the mail's body. */
export type OutboxEntry = {
  id: number;
  kind: 'contact-message' | 'application';
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
  return db
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
    .orderBy(asc(outbox.id));
}
