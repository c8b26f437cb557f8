import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../problem';
import { markApplication, showApplication } from '../admin/pipeline';
import { toCsv } from '../admin/csv';
import { safeFileName } from '../safe-text';
import type { Executor } from '../store/database';
import { applicationFiles, applications } from '../store/schema';
import { audit } from '../admin/staff-audit';
import { allSubscribers, listApplicationPage, listMessages, listSubscribers } from './lists';
import { registerStaffCall } from './register-staff-call';
import type { StaffShared } from './shared';

const nextStatuses = {
  new: ['reviewed', 'rejected'],
  reviewed: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  rejected: [],
  hired: [],
} as const;

/** One application for the staff page: its fields by name, its files by id, its moves and where it may go next. */
async function applicationDetail(db: Executor, id: number) {
  const shown = await showApplication(db, id);
  const files = await db
    .select({
      id: applicationFiles.id,
      field: applicationFiles.field,
      fileName: applicationFiles.fileName,
      mediaType: applicationFiles.mediaType,
      size: applicationFiles.size,
    })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, id))
    .orderBy(asc(applicationFiles.id));
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new HttpProblem(404, `There is no application with id ${id}.`);
  return {
    id: shown.id,
    status: shown.status,
    source: shown.source,
    job: shown.job,
    fields: {
      jobTitle: row.jobTitle,
      jobCategory: row.jobCategory,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      location: row.location,
      yearsOfExperience: row.yearsOfExperience,
      applicationType: row.applicationType,
      salaryExpectation: row.salaryExpectation,
      phoneNumber: row.phoneNumber,
      highestQualification: row.highestQualification,
    },
    files,
    history: shown.history,
    nextStatuses: [...nextStatuses[shown.status]],
    createdAt: shown.createdAt,
  };
}

/** Messages, subscribers (and their export) and applications (with their files and moves). */
export async function recordCalls(app: FastifyInstance, { store, context }: StaffShared) {
  const db = store.db;
  const register = <Name extends Parameters<typeof registerStaffCall>[3]>(
    name: Name,
    handler: Parameters<typeof registerStaffCall<Name>>[4],
  ) => registerStaffCall(app, store, context, name, handler);

  register('listMessages', async (request) => listMessages(db, request.query));
  register('listSubscribers', async (request) => listSubscribers(db, request.query));
  register('exportSubscribers', async (request, reply, { actor }) => {
    const rows = await allSubscribers(db, request.query);
    await audit(db, actor, 'subscribers.export', null, { rows: rows.length });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .send(toCsv(['email', 'type', 'status', 'createdAt', 'updatedAt'], rows));
  });
  register('listApplications', async (request) => listApplicationPage(db, request.query));
  register('getApplication', async (request) => applicationDetail(db, request.params.id));
  register('markApplication', async (request, _reply, { actor }) => {
    const { id } = request.params;
    const { status, note } = request.body;
    const moved = await markApplication(db, id, status, { by: actor.name, note: note || undefined, at: actor.at });
    await audit(db, actor, 'application.mark', `application ${id}`, { from: moved.from, to: moved.to, note });
    return applicationDetail(db, id);
  });
  register('downloadApplicationFile', async (request, reply, { actor }) => {
    const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, request.params.id));
    if (!file) throw new HttpProblem(404, 'There is no such record.');
    await audit(db, actor, 'application.file.download', `application ${file.applicationId}`, { file: file.id });
    const name = safeFileName(file.fileName, `${file.field}`).replace(/["\\]/g, '_');
    return reply
      .type(file.mediaType)
      .header(
        'content-disposition',
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(store.files.read(file.sha256));
  });
}
