import type { FastifyInstance } from 'fastify';
import { downloadApplicationFile, listApplicationPage, readApplication, updateApplication } from '../domain/applications';
import { toCsv } from '../admin/csv';
import { safeFileName } from '../safe-text';
import type { Executor } from '../store/database';
import { exportSubscribers, listSubscribers } from '../domain/subscribers';
import { listMessages } from '../domain/messages';
import { registerStaffCall } from './register-staff-call';
import type { StaffShared } from './shared';

/** One application for the staff page: its fields by name, its files by id, its history and where it may go next. */
async function applicationDetail(db: Executor, id: number) {
  const { row, job, files, history, nextStatuses } = await readApplication(db, id);
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    job,
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
    history,
    nextStatuses,
    createdAt: row.createdAt.toISOString(),
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
    const rows = await exportSubscribers(db, actor, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .send(toCsv(['email', 'type', 'status', 'createdAt', 'updatedAt'], rows));
  });
  register('listApplications', async (request) => listApplicationPage(db, request.query));
  register('getApplication', async (request) => applicationDetail(db, request.params.id));
  register('markApplication', async (request, _reply, { actor }) => {
    const { id } = request.params;
    await updateApplication(db, actor, id, request.body);
    return applicationDetail(db, id);
  });
  register('downloadApplicationFile', async (request, reply, { actor }) => {
    const file = await downloadApplicationFile(db, actor, request.params.id);
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
