import { asc, count, eq, gte, sql } from 'drizzle-orm';
import { nextStatuses, type ApplicationStatus } from '../../src/contracts/application-pipeline';
import { documentMediaTypes, type DocumentKind } from '../../src/contracts/applications';
import { safeFileName } from '../safe-text';
import type { Executor } from '../store/database';
import {
  applicationFiles as applicationFilesTable,
  applications,
  applicationStatusChanges,
  deletionRequests,
  jobVacancies,
} from '../store/schema';
import { audit, type Actor } from './audit';
import { allOf, iso, page, searchOver, type ListQuery } from './paging';
import { NotFoundError, BadInputError } from './errors';

/**
 * Applications (the hiring pipeline): listed, read whole, and moved on or noted by the team. The
 * statuses and their moves are the contracts' one table (src/contracts/application-pipeline.ts); every
 * change is one transaction with its history row and its audit row, whichever door it came through.
 */

export type ApplicationSummary = {
  id: number;
  status: ApplicationStatus;
  job_id: number | null;
  job_title: string;
  name: string;
  email: string;
  created_at: string;
};

/** The applicant's name, first then last. */
const applicantName = sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`;

export type ApplicationFilter = { jobId?: number; status?: ApplicationStatus; since?: Date };

/** The applications, oldest first, of one job, one status, since a day, or all. */
export async function listApplications(db: Executor, filter: ApplicationFilter = {}): Promise<ApplicationSummary[]> {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      job_id: applications.jobId,
      job_title: applications.jobTitle,
      name: applicantName,
      email: applications.email,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(
      allOf(
        filter.jobId !== undefined && eq(applications.jobId, filter.jobId),
        filter.status && eq(applications.status, filter.status),
        filter.since && gte(applications.createdAt, filter.since),
      ),
    )
    .orderBy(asc(applications.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: iso(createdAt) }));
}

type StatusChangeEntry = { from: string; to: string; by: string; note: string | null; at: string };
export type ApplicationDetail = {
  id: number;
  status: ApplicationStatus;
  source: 'apply' | 'submit-resume';
  job: { id: number; title: string; status: (typeof jobVacancies.$inferSelect)['status'] } | null;
  fields: Record<string, string>;
  files: Omit<StoredFile, 'sha256'>[];
  history: StatusChangeEntry[];
  createdAt: string;
};

/** One application as stored: its row, its job, its files (with their ids) and its history, oldest first. */
async function readApplication(db: Executor, id: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new NotFoundError(`There is no application with id ${id}.`);
  const [job] = row.jobId
    ? await db
        .select({ id: jobVacancies.id, title: jobVacancies.title, status: jobVacancies.status })
        .from(jobVacancies)
        .where(eq(jobVacancies.id, row.jobId))
    : [];
  // Their ids, names and sizes; the bytes' address stays inside.
  const files = (await filesOf(db, id)).map(({ id: fileId, field, fileName, mediaType, size }) => ({
    id: fileId,
    field,
    fileName,
    mediaType,
    size,
  }));
  const changes = await db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, id))
    .orderBy(asc(applicationStatusChanges.id));
  const history: StatusChangeEntry[] = changes.map((change) => ({
    from: change.fromStatus,
    to: change.toStatus,
    by: change.by,
    note: change.note,
    at: change.createdAt.toISOString(),
  }));
  return { row, job: job ?? null, files, history, nextStatuses: [...nextStatuses[row.status]] };
}

/** What the applicant sent, as the staff page shows it by field name. */
const applicantKeys = [
  'jobTitle',
  'jobCategory',
  'firstName',
  'lastName',
  'email',
  'location',
  'yearsOfExperience',
  'applicationType',
  'salaryExpectation',
  'phoneNumber',
  'highestQualification',
] as const satisfies readonly (keyof typeof applications.$inferSelect)[];

/**
 * One application for the staff page: its fields by name, its files by id, its history and where it
 * may go next. Read by `reader`, it is audited (ASVS 7.1: who read whose personal data); the page
 * after a change shows it unaudited, the change's own row telling of it.
 */
export async function applicationDetail(db: Executor, id: number, reader?: Actor) {
  const { row, job, files, history, nextStatuses } = await readApplication(db, id);
  if (reader) await audit(db, reader, 'application.read', `application ${id}`);
  const fields = Object.fromEntries(applicantKeys.map((key) => [key, row[key]])) as Pick<typeof row, (typeof applicantKeys)[number]>;
  const deletionRequestedAt = await deletionRequestedOn(db, id);
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    job,
    fields,
    files,
    history,
    nextStatuses,
    deletionRequestedAt,
    createdAt: iso(row.createdAt),
  };
}

/** When the applicant asked, from their status page, for their data to be deleted (the first time), or null. */
export async function deletionRequestedOn(db: Executor, id: number): Promise<string | null> {
  const [request] = await db
    .select({ createdAt: deletionRequests.createdAt })
    .from(deletionRequests)
    .where(eq(deletionRequests.applicationId, id))
    .orderBy(asc(deletionRequests.id))
    .limit(1);
  return request ? iso(request.createdAt) : null;
}

/** One application whole as the command line shows it: what the applicant sent, by label, its job, files and moves; the read audited. */
export async function showApplication(db: Executor, reader: Actor, id: number): Promise<ApplicationDetail> {
  const { row, job, files, history } = await readApplication(db, id);
  await audit(db, reader, 'application.read', `application ${id}`);
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    job,
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
    // Their names and sizes; the rows' ids stay inside.
    files: files.map(({ field, fileName, mediaType, size }) => ({ field, fileName, mediaType, size })),
    history,
    createdAt: row.createdAt.toISOString(),
  };
}

const kindOfMediaType = new Map(Object.entries(documentMediaTypes).map(([kind, mediaType]) => [mediaType, kind as DocumentKind]));

/**
 * The name an applicant's file is handed out under (a download, `applications files`): the uploaded
 * name made safe, ending in the extension of the kind its bytes were found to be, so that a PDF sent
 * as `cv.html` is saved as `cv.pdf`, never opened as a page.
 */
export function handedOutName(file: { fileName: string; field: string; mediaType: string }): string {
  const name = safeFileName(file.fileName, file.field);
  const kind = kindOfMediaType.get(file.mediaType);
  if (!kind || name.toLowerCase().endsWith(`.${kind}`)) return name;
  return `${name.replace(/\.[^.]*$/, '') || file.field}.${kind}`;
}

/** A file of an application as its row describes it; the bytes are in the file store under `sha256`. */
export type StoredFile = { field: 'Resume' | 'CoverLetter'; fileName: string; mediaType: string; size: number; sha256: string };

/**
 * The files of one application as they were uploaded (none for a submit-resume application), taken
 * out by `actor` (`applications files`): audited, as a download from the staff area is.
 */
export async function takeApplicationFiles(db: Executor, actor: Actor, id: number): Promise<StoredFile[]> {
  const [application] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id));
  if (!application) throw new NotFoundError(`There is no application with id ${id}.`);
  const files = await filesOf(db, id);
  await audit(db, actor, 'application.files', `application ${id}`, { files: files.map((file) => file.id) });
  return files.map(({ field, fileName, mediaType, size, sha256 }) => ({ field, fileName, mediaType, size, sha256 }));
}

/** One uploaded file by its id, downloaded by `actor` from the staff area: audited. */
export async function downloadApplicationFile(db: Executor, actor: Actor, fileId: number) {
  const [file] = await db.select().from(applicationFilesTable).where(eq(applicationFilesTable.id, fileId));
  if (!file) throw new NotFoundError('There is no such record.');
  await audit(db, actor, 'application.file.download', `application ${file.applicationId}`, { file: file.id });
  return file;
}

/** The file rows of one application, in the order they were sent. */
function filesOf(db: Executor, id: number) {
  return db
    .select({
      id: applicationFilesTable.id,
      field: applicationFilesTable.field,
      fileName: applicationFilesTable.fileName,
      mediaType: applicationFilesTable.mediaType,
      size: applicationFilesTable.size,
      sha256: applicationFilesTable.sha256,
    })
    .from(applicationFilesTable)
    .where(eq(applicationFilesTable.applicationId, id))
    .orderBy(asc(applicationFilesTable.id));
}

export type ApplicationChange = { status?: ApplicationStatus; note?: string };
export type ApplicationChanged = { id: number; from: ApplicationStatus; to: ApplicationStatus; note: string | null };

/**
 * Moves an application on, notes it, or both, in one transaction with its history row and the audit
 * row of who did it. A move the pipeline does not allow is refused, naming the moves it does; a note
 * alone keeps the status (its history row goes from the status to itself).
 */
export async function updateApplication(db: Executor, actor: Actor, id: number, change: ApplicationChange): Promise<ApplicationChanged> {
  const note = change.note?.trim() || null;
  if (!change.status && !note) throw new BadInputError('Give a new status, a note, or both.');
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw new NotFoundError(`There is no application with id ${id}.`);
    const to = change.status ?? row.status;
    if (change.status) refuseMove(id, row.status, change.status);
    await recordMove(tx, { id, from: row.status, to, by: actor.name, note, at: actor.at });
    const moved = to !== row.status;
    await audit(tx, actor, moved ? 'application.mark' : 'application.note', `application ${id}`, {
      ...(moved ? { from: row.status, to } : {}),
      ...(note ? { note } : {}),
    });
    return { id, from: row.status, to, note };
  });
}

/**
 * An application's move (or a note on it), in the caller's transaction: its status, and the history
 * row that says who moved it and why. The staff's moves and the applicant's withdrawal both write it.
 */
export async function recordMove(
  tx: Executor,
  move: { id: number; from: ApplicationStatus; to: ApplicationStatus; by: string; note: string | null; at: Date },
): Promise<void> {
  if (move.to !== move.from) await tx.update(applications).set({ status: move.to }).where(eq(applications.id, move.id));
  await tx.insert(applicationStatusChanges).values({
    applicationId: move.id,
    fromStatus: move.from,
    toStatus: move.to,
    by: move.by,
    note: move.note,
    createdAt: move.at,
  });
}

/** Refuses a move the pipeline does not allow from `from`, naming those it does. */
function refuseMove(id: number, from: ApplicationStatus, to: ApplicationStatus): void {
  const allowed = nextStatuses[from];
  if (allowed.includes(to)) return;
  throw new BadInputError(
    from === to
      ? `Application ${id} is ${to} already.`
      : `Application ${id} is ${from}: ${allowed.length ? `it can be marked ${allowed.join(' or ')}` : 'that is final'}, not ${to}.`,
  );
}

/** One page of the staff area's applications list, with each application's file count. */
type ApplicationPageFilter = { jobId?: number; status?: (typeof applications.$inferSelect)['status'] };

export async function listApplicationPage(db: Executor, query: ListQuery & ApplicationPageFilter) {
  const where = allOf(
    searchOver(query.q, [applications.firstName, applications.lastName, applications.email, applications.jobTitle]),
    query.jobId !== undefined && eq(applications.jobId, query.jobId),
    query.status && eq(applications.status, query.status),
  );
  const columns = {
    createdAt: applications.createdAt,
    status: applications.status,
    jobTitle: applications.jobTitle,
    name: applications.firstName,
  };
  return page(db, {
    table: applications,
    id: applications.id,
    sortable: columns,
    where,
    query,
    rows: db
      .select({
        id: applications.id,
        status: applications.status,
        jobId: applications.jobId,
        jobTitle: applications.jobTitle,
        name: applicantName,
        email: applications.email,
        // Joined, not a subquery: in a subquery's text Drizzle leaves the columns unqualified, and "id"
        // then named the file's own id, not the application's.
        fileCount: count(applicationFilesTable.id),
        createdAt: applications.createdAt,
      })
      .from(applications)
      .leftJoin(applicationFilesTable, eq(applicationFilesTable.applicationId, applications.id))
      .groupBy(applications.id)
      .$dynamic(),
    item: (row) => ({ ...row, createdAt: iso(row.createdAt) }),
  });
}
