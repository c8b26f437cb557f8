import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addUser, disableUser, listUsers, resetUser } from '../domain/staff-accounts';
import { listAudit } from '../domain/audit';
import { requestOrigin } from './guards';
import { staffCallRegistrar } from './register-staff-call';
import type { StaffShared } from './shared';

/** The admin's calls: accounts and the audit log. */
export async function accountCalls(app: FastifyInstance, shared: StaffShared) {
  const { store, context } = shared;
  const db = store.db;
  const register = staffCallRegistrar(app, shared);

  register('listUsers', async () => ({ items: await listUsers(db, context.now()) }));
  // The link opens where the admin is: PUBLIC_ORIGIN, else the address their browser used for this call.
  const linkOrigin = (request: FastifyRequest) => context.configuredOrigin ?? requestOrigin(request);
  register('addUser', async (request, _reply, { actor }) => addUser(db, request.body.email, request.body.role, actor, linkOrigin(request)));
  register('disableUser', async (request, _reply, { actor }) => disableUser(db, request.params.id, actor));
  register('resetUser', async (request, _reply, { actor }) => resetUser(db, request.params.id, actor, linkOrigin(request)));
  register('listAudit', async (request) => {
    const { since, ...page } = request.query;
    return listAudit(db, { ...page, since: since ? new Date(`${since}T00:00:00Z`) : undefined });
  });
}
