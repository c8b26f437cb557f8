import { and, asc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Executor } from '../store/database';
import type { FileStore } from '../store/file-store';
import { BadInputError } from '../domain/errors';
import { removeUnreferenced } from '../domain/files';
import { listOutbox as listOutboxEntries, type OutboxEntry } from '../store/outbox';
import { applicationFiles as applicationFilesTable, applications, contactMessages, outbox, subscriptions } from '../store/schema';

/**
 * The team's operations on the store (`npm run admin`), each a function of the Drizzle database:
 * the CLI calls them directly when it opens the store itself, and the running server's admin socket
 * calls them for it otherwise. Every answer is plain JSON (timestamps as ISO strings) except the
 * files' contents, so that both paths give the same thing.
 */

export const exportKinds = ['subscribers', 'messages', 'applications'] as const;
export type ExportKind = (typeof exportKinds)[number];
type Cell = string | number | null;
export type ExportRow = Record<string, Cell>;

/** The columns of each export, in order (the CSV header). */
export const exportColumns: Record<ExportKind, readonly string[]> = {
  subscribers: ['email', 'type', 'status', 'created_at', 'updated_at'],
  messages: ['id', 'full_name', 'email', 'company', 'message_body', 'created_at'],
  applications: [
    'id',
    'created_at',
    'source',
    'job_id',
    'status',
    'job_title',
    'job_category',
    'first_name',
    'last_name',
    'email',
    'location',
    'years_of_experience',
    'application_type',
    'salary_expectation',
    'phone_number',
    'highest_qualification',
    'files',
  ],
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The rows of one kind of submission, oldest first; with `since`, those created at or after it. */
export async function exportRows(db: Executor, kind: ExportKind, since?: Date): Promise<ExportRow[]> {
  if (kind === 'subscribers') {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(since ? gte(subscriptions.createdAt, since) : undefined)
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
    return rows.map((row) => ({
      email: row.email,
      type: row.type,
      status: row.status,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    }));
  }
  if (kind === 'messages') {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(since ? gte(contactMessages.createdAt, since) : undefined)
      .orderBy(asc(contactMessages.id));
    return rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      company: row.company,
      message_body: row.messageBody,
      created_at: iso(row.createdAt),
    }));
  }
  const where = since ? gte(applications.createdAt, since) : undefined;
  const rows = await db.select().from(applications).where(where).orderBy(asc(applications.id));
  const files = await db
    .select({ applicationId: applicationFilesTable.applicationId, fileName: applicationFilesTable.fileName })
    .from(applicationFilesTable)
    .where(inArray(applicationFilesTable.applicationId, db.select({ id: applications.id }).from(applications).where(where)))
    .orderBy(asc(applicationFilesTable.applicationId), asc(applicationFilesTable.id));
  const names = new Map<number, string[]>();
  for (const file of files) names.set(file.applicationId, [...(names.get(file.applicationId) ?? []), file.fileName]);
  return rows.map((row) => ({
    id: row.id,
    created_at: iso(row.createdAt),
    source: row.source,
    job_id: row.jobId,
    status: row.status,
    job_title: row.jobTitle,
    job_category: row.jobCategory,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    location: row.location,
    years_of_experience: row.yearsOfExperience,
    application_type: row.applicationType,
    salary_expectation: row.salaryExpectation,
    phone_number: row.phoneNumber,
    highest_qualification: row.highestQualification,
    files: (names.get(row.id) ?? []).join('; '),
  }));
}

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

export type ForgetCounts = { subscriptions: number; messages: number; applications: number; files: number; outboxRows: number };

/**
 * Deletes everything stored about an address (the privacy policy's data deletion): its subscriptions,
 * contact messages, applications with their files, and the outbox e-mails that tell of them or reply
 * to it. One transaction: all of it goes or nothing does.
 */
export async function forget(db: Database, address: string, files?: FileStore): Promise<ForgetCounts> {
  const email = address.trim().toLowerCase();
  if (!email) throw new BadInputError('The address to forget is empty.');
  // The store keeps addresses lower-cased; lower() also catches a row written before it did.
  const sameAddress = (
    column: typeof subscriptions.email | typeof contactMessages.email | typeof applications.email | typeof outbox.replyTo,
  ) => sql`lower(${column}) = ${email}`;
  const { counts, addresses } = await db.transaction(async (tx) => {
    const messageIds = tx.select({ id: contactMessages.id }).from(contactMessages).where(sameAddress(contactMessages.email));
    const applicationIds = tx.select({ id: applications.id }).from(applications).where(sameAddress(applications.email));
    const outboxRows = await deleteOutboxOf(tx, messageIds, applicationIds, sameAddress(outbox.replyTo));
    const fileAddresses = await fileAddressesOf(tx, applicationIds);
    const deletedApplications = await tx.delete(applications).where(sameAddress(applications.email)).returning({ id: applications.id });
    const messages = await tx.delete(contactMessages).where(sameAddress(contactMessages.email)).returning({ id: contactMessages.id });
    const subscriptionRows = await tx.delete(subscriptions).where(sameAddress(subscriptions.email)).returning({ id: subscriptions.id });
    return {
      counts: {
        subscriptions: subscriptionRows.length,
        messages: messages.length,
        applications: deletedApplications.length,
        files: fileAddresses.length,
        outboxRows,
      },
      addresses: fileAddresses,
    };
  });
  if (files) await removeUnreferenced(db, files, addresses);
  return counts;
}

export type PurgeCounts = { applications: number; files: number; messages: number; outboxRows: number };

/**
 * Retention: deletes the applications (their files with them) and contact messages created before
 * `before`, and the outbox e-mails that tell of them. One transaction. Subscriptions stay: they last
 * until the address unsubscribes or is forgotten.
 */
export async function purge(db: Database, before: Date, files?: FileStore): Promise<PurgeCounts> {
  if (Number.isNaN(before.getTime())) throw new BadInputError('The purge date is not a date.');
  const { counts, addresses } = await db.transaction(async (tx) => {
    const oldMessages = lt(contactMessages.createdAt, before);
    const oldApplications = lt(applications.createdAt, before);
    const messageIds = tx.select({ id: contactMessages.id }).from(contactMessages).where(oldMessages);
    const applicationIds = tx.select({ id: applications.id }).from(applications).where(oldApplications);
    const outboxRows = await deleteOutboxOf(tx, messageIds, applicationIds);
    const fileAddresses = await fileAddressesOf(tx, applicationIds);
    const deletedApplications = await tx.delete(applications).where(oldApplications).returning({ id: applications.id });
    const messages = await tx.delete(contactMessages).where(oldMessages).returning({ id: contactMessages.id });
    const purged = { applications: deletedApplications.length, files: fileAddresses.length, messages: messages.length, outboxRows };
    return { counts: purged, addresses: fileAddresses };
  });
  if (files) await removeUnreferenced(db, files, addresses);
  return counts;
}

/** A subquery of ids (select id from ... where ...). */
type IdQuery = SQLWrapper;

/** Deletes the outbox rows whose subject is one of the messages or applications (or that match `also`). */
async function deleteOutboxOf(tx: Executor, messageIds: IdQuery, applicationIds: IdQuery, also?: SQL): Promise<number> {
  const rows = await tx
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.kind, 'contact-message'), inArray(outbox.subjectId, messageIds)),
        and(eq(outbox.kind, 'application'), inArray(outbox.subjectId, applicationIds)),
        also,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

/** The content addresses of the files of these applications (one per file row). */
async function fileAddressesOf(tx: Executor, applicationIds: IdQuery): Promise<string[]> {
  const rows = await tx
    .select({ sha256: applicationFilesTable.sha256 })
    .from(applicationFilesTable)
    .where(inArray(applicationFilesTable.applicationId, applicationIds));
  return rows.map((row) => row.sha256);
}
