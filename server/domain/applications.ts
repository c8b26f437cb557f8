import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { applications, applicationStatusChanges, jobVacancies } from '../store/schema';
import { applicationFiles as storedFiles, BadInputError, NotFoundError, type StoredFile } from './operations';

/**
 * The hiring pipeline of the applications (`npm run admin -- applications list|show|mark`): each
 * starts new; the team moves it on, each move stored with who made it, when, and an optional note.
 */
export const applicationStatuses = ['new', 'reviewed', 'shortlisted', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Where an application may go from each status: forward through the pipeline, or out. */
const nextStatuses: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['reviewed', 'rejected'],
  reviewed: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  rejected: [],
  hired: [],
};

export type ApplicationSummary = {
  id: number;
  status: ApplicationStatus;
  job_id: number | null;
  job_title: string;
  name: string;
  email: string;
  created_at: string;
};

export type ApplicationFilter = { jobId?: number; status?: ApplicationStatus; since?: Date };

/** The applications, oldest first, of one job, one status, since a day, or all. */
export async function listApplications(db: Executor, filter: ApplicationFilter = {}): Promise<ApplicationSummary[]> {
  const conditions: SQL[] = [];
  if (filter.jobId !== undefined) conditions.push(eq(applications.jobId, filter.jobId));
  if (filter.status) conditions.push(eq(applications.status, filter.status));
  if (filter.since) conditions.push(gte(applications.createdAt, filter.since));
  const rows = await db
    .select()
    .from(applications)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(applications.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    job_id: row.jobId,
    job_title: row.jobTitle,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    created_at: row.createdAt.toISOString(),
  }));
}

type StatusChangeEntry = { from: string; to: string; by: string; note: string | null; at: string };
export type ApplicationDetail = {
  id: number;
  status: ApplicationStatus;
  source: 'apply' | 'submit-resume';
  job: { id: number; title: string; status: 'open' | 'closed' } | null;
  fields: Record<string, string>;
  files: Omit<StoredFile, 'sha256'>[];
  history: StatusChangeEntry[];
  createdAt: string;
};

/** One application whole: what the applicant sent, its job, its files and its moves. */
export async function showApplication(db: Executor, id: number): Promise<ApplicationDetail> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new NotFoundError(`There is no application with id ${id}.`);
  const [job] = row.jobId
    ? await db
        .select({ id: jobVacancies.id, title: jobVacancies.title, status: jobVacancies.status })
        .from(jobVacancies)
        .where(eq(jobVacancies.id, row.jobId))
    : [];
  // Their names and sizes; the bytes' address stays inside.
  const files = (await storedFiles(db, id)).map(({ field, fileName, mediaType, size }) => ({ field, fileName, mediaType, size }));
  const history = await db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, id))
    .orderBy(asc(applicationStatusChanges.id));
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    job: job ?? null,
    fields: {
      'Job title': row.jobTitle,
      'Job category': row.jobCategory,
      Name: `${row.firstName} ${row.lastName}`,
      'E-mail': row.email,
      Location: row.location,
      'Years of experience': row.yearsOfExperience,
      'Application type': row.applicationType,
      'Salary expectation': row.salaryExpectation,
      'Phone number': row.phoneNumber,
      'Highest qualification': row.highestQualification,
    },
    files,
    history: history.map((change) => ({
      from: change.fromStatus,
      to: change.toStatus,
      by: change.by,
      note: change.note,
      at: change.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Moves an application on, in one transaction with the record of the move. A move the pipeline does
 * not allow is refused, naming the moves it does.
 */
export async function markApplication(
  db: Executor,
  id: number,
  status: ApplicationStatus,
  { by, note, at }: { by: string; note?: string; at: Date },
): Promise<{ id: number; from: ApplicationStatus; to: ApplicationStatus }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw new NotFoundError(`There is no application with id ${id}.`);
    const allowed = nextStatuses[row.status];
    if (!allowed.includes(status)) {
      throw new BadInputError(
        row.status === status
          ? `Application ${id} is ${status} already.`
          : `Application ${id} is ${row.status}: ${allowed.length ? `it can be marked ${allowed.join(' or ')}` : 'that is final'}, not ${status}.`,
      );
    }
    await tx.update(applications).set({ status }).where(eq(applications.id, id));
    await tx
      .insert(applicationStatusChanges)
      .values({ applicationId: id, fromStatus: row.status, toStatus: status, by, note: note ?? null, createdAt: at });
    return { id, from: row.status, to: status };
  });
}
