import { asc, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { applicationFiles as applicationFilesTable, applications, contactMessages, subscriptions } from '../store/schema';
import { audit, type Actor } from './audit';

/** The exports of visitors' submissions (`npm run admin -- export KIND`): subscribers, messages, applications. */

export const exportKinds = ['subscribers', 'messages', 'applications'] as const;
export type ExportKind = (typeof exportKinds)[number];
type Cell = string | number | null;
export type ExportRow = Record<string, Cell>;

/** The columns of each export, in order (the CSV header). */
export const exportColumns: Record<ExportKind, readonly string[]> = {
  subscribers: ['email', 'type', 'status', 'created_at', 'updated_at'],
  messages: ['id', 'full_name', 'email', 'company', 'message_body', 'kind', 'page_of_origin', 'created_at'],
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

/**
 * The rows of one kind of submission, oldest first; with `since`, those created at or after it. Taking
 * visitors' data out is audited (what, how many rows), as the staff area's subscriber export is.
 */
export async function exportRows(db: Executor, actor: Actor, kind: ExportKind, since?: Date): Promise<ExportRow[]> {
  const rows = await readRows(db, kind, since);
  await audit(db, actor, `${kind}.export`, null, { rows: rows.length, ...(since ? { since: since.toISOString() } : {}) });
  return rows;
}

async function readRows(db: Executor, kind: ExportKind, since?: Date): Promise<ExportRow[]> {
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
      kind: row.kind,
      page_of_origin: row.pageOfOrigin ?? '',
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
