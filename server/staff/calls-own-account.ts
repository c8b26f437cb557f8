import type { FastifyInstance } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { HttpProblem } from '../problem';
import { listPasskeys, registrationOptions, removePasskey, renamePasskey, verifyRegistration } from '../domain/passkeys';
import { staffCallRegistrar } from './register-staff-call';
import type { StaffShared } from './shared';
import { changePassword, endOwnSession, listOwnSessions, OwnAccountProblem, ThrottledProblem } from '../domain/own-account';
import {
  addAuthenticator,
  authenticatorStatus,
  newAuthenticatorSecret,
  newRecoveryCodes,
  removeAuthenticator,
  WrongCode,
} from '../domain/second-factor';

/** The signed-in account's own password, sessions, passkeys and authenticator app. */
export async function ownAccountCalls(app: FastifyInstance, shared: StaffShared) {
  const { store, context } = shared;
  const db = store.db;
  const register = staffCallRegistrar(app, shared);

  register('changePassword', async (request, reply, { session, actor }) => {
    try {
      await changePassword(db, actor, session, request.body.currentPassword, request.body.newPassword);
    } catch (error) {
      if (error instanceof ThrottledProblem) reply.header('retry-after', String(error.seconds));
      if (error instanceof OwnAccountProblem || error instanceof ThrottledProblem)
        throw new HttpProblem(error instanceof ThrottledProblem ? 429 : 400, error.message);
      throw error;
    }
    return reply.code(204).send();
  });

  register('listOwnSessions', async (_request, _reply, { session }) => listOwnSessions(db, session));

  register('endOwnSession', async (request, reply, { session, actor }) => {
    await endOwnSession(db, actor, session, request.body.handle);
    return reply.code(204).send();
  });

  register('authenticatorStatus', async (_request, _reply, { session }) => authenticatorStatus(db, session.user.id));

  register('startAuthenticator', async (_request, _reply, { session }) => newAuthenticatorSecret(session.user.email));

  register('addAuthenticator', async (request, _reply, { session, actor }) => {
    try {
      return await addAuthenticator(db, actor, session, request.body.secret, request.body.code);
    } catch (error) {
      throw error instanceof WrongCode ? new HttpProblem(400, `code: ${error.message}`) : error;
    }
  });

  register('removeAuthenticator', async (_request, reply, { session, actor }) => {
    await removeAuthenticator(db, actor, session);
    return reply.code(204).send();
  });

  register('newRecoveryCodes', async (_request, _reply, { session, actor }) => newRecoveryCodes(db, actor, session));

  register('listPasskeys', async (_request, _reply, { session }) => ({ items: await listPasskeys(db, session.user.id) }));

  register('passkeyRegistrationOptions', async (_request, _reply, { session, origin }) =>
    registrationOptions(db, session.user, origin!, context.now()),
  );

  register('verifyPasskeyRegistration', async (request, _reply, { session, origin, actor }) =>
    verifyRegistration(
      db,
      session,
      request.body.response as unknown as RegistrationResponseJSON,
      request.body.name,
      origin!,
      actor,
      context.now(),
    ),
  );

  register('renamePasskey', async (request, reply, { session, actor }) => {
    await renamePasskey(db, actor, session, request.params.id, request.body.name);
    return reply.code(204).send();
  });

  register('removePasskey', async (request, reply, { session, actor }) => {
    await removePasskey(db, actor, session, request.params.id);
    return reply.code(204).send();
  });
}
