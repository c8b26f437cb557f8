import type { FastifyInstance } from 'fastify';
import { applicationDetail, downloadApplicationFile, handedOutName, listApplicationPage, updateApplication } from '../domain/applications';
import { toCsv } from '../admin/csv';
import { exportSubscribers, listSubscribers } from '../domain/subscribers';
import { listMessages } from '../domain/messages';
import { staffCallRegistrar } from './register-staff-call';
import type { StaffShared } from './shared';

/** Messages, subscribers (and their export) and applications (with their files and moves). */
export async function recordCalls(app: FastifyInstance, shared: StaffShared) {
  const { store } = shared;
  const db = store.db;
  const register = staffCallRegistrar(app, shared);

  register('listMessages', async (request, _reply, { actor }) => listMessages(db, actor, request.query));
  register('listSubscribers', async (request) => listSubscribers(db, request.query));
  register('exportSubscribers', async (request, reply, { actor }) => {
    const rows = await exportSubscribers(db, actor, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .send(toCsv(['email', 'type', 'status', 'createdAt', 'updatedAt'], rows));
  });
  register('listApplications', async (request) => listApplicationPage(db, request.query));
  register('getApplication', async (request, _reply, { actor }) => applicationDetail(db, request.params.id, actor));
  register('markApplication', async (request, _reply, { actor }) => {
    const { id } = request.params;
    await updateApplication(db, actor, id, request.body);
    return applicationDetail(db, id);
  });
  register('downloadApplicationFile', async (request, reply, { actor }) => {
    const file = await downloadApplicationFile(db, actor, request.params.id);
    const name = handedOutName(file).replace(/["\\]/g, '_');
    return reply
      .type(file.mediaType)
      .header(
        'content-disposition',
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(store.files.read(file.sha256));
  });
}
