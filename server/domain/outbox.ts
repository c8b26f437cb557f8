import type { Executor } from '../store/database';
import { listOutbox as listOutboxEntries, type OutboxEntry } from '../store/outbox';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export type OutboxStatus = 'pending' | 'sent';
export type OutboxRow = {
  id: number;
  kind: OutboxEntry['kind'];
  subject_id: number;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
};

/** The outbox's e-mails by id, all or those of one status, as the CLI prints them. */
export async function listOutbox(db: Executor, status?: OutboxStatus): Promise<OutboxRow[]> {
  const rows = await listOutboxEntries(db, status ? { status } : {});
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subject_id: row.subjectId,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    // A sent row has no next attempt, whatever the column still holds.
    next_attempt_at: row.status === 'sent' ? null : iso(row.nextAttemptAt),
    last_error: row.lastError,
  }));
}
