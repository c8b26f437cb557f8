import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { staffMessages } from '../../src/contracts/staff/content';
import type { StaffSession } from '../../src/contracts/staff/session';
import { HttpProblem } from '../problem';
import { setUpAccount, setUpTokenUser } from '../domain/staff-accounts';
import { clearSessionCookie, setSessionCookie } from './guards';
import { hashPassword, passwordProblem } from '../domain/passwords';
import { authenticationOptions, listPasskeys, registrationOptions, verifyAuthentication, verifyRegistration } from '../domain/passkeys';
import { staffCallRegistrar } from './register-staff-call';
import { signIn, signOut, signOutEverywhere, type LiveSession, type StaffUser } from '../domain/staff-sessions';
import type { StaffShared } from './shared';
import { signInWithPassword } from '../domain/sign-in';
import { changePassword, endOwnSession, listOwnSessions, OwnAccountProblem } from '../domain/own-account';

/** Sign-in (password or passkey), set-up from the one-time link, sign-out, the account's password, sessions and passkeys. */
export async function sessionCalls(app: FastifyInstance, shared: StaffShared) {
  const { store, context } = shared;
  const db = store.db;
  const register = staffCallRegistrar(app, shared);

  /** A new session for `user`: a fresh id (the one before, if any, ends), the cookie, and the session's answer. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: StaffUser,
    before: LiveSession | undefined,
    how: string,
  ): Promise<StaffSession> {
    const client = { address: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
    const { id, csrfToken } = await signIn(db, user, client, how, before, context.now());
    setSessionCookie(request, reply, context, id);
    return { user, csrfToken };
  }

  register('me', async (_request, _reply, { session }) => (session ? { user: session.user, csrfToken: session.csrfToken } : null));

  register('signIn', async (request, reply, { session }) => {
    const result = await signInWithPassword(db, request.body.email, request.body.password, request.ip, context.now());
    if (!result.ok) {
      if (result.addressThrottled) reply.header('retry-after', '900');
      throw new HttpProblem(result.addressThrottled ? 429 : 401, staffMessages.signInFailed);
    }
    return startSession(request, reply, result.user, session, 'password');
  });

  register('signOut', async (request, reply, { session, actor }) => {
    await signOut(db, actor, session);
    clearSessionCookie(request, reply, context);
    return reply.code(204).send();
  });

  register('signOutEverywhere', async (request, reply, { session, actor }) => {
    await signOutEverywhere(db, actor, session);
    clearSessionCookie(request, reply, context);
    return reply.code(204).send();
  });

  register('checkSetUpToken', async (request) => {
    const user = await setUpTokenUser(db, request.body.token, context.now());
    if (!user) throw new HttpProblem(400, staffMessages.setUpLinkInvalid);
    return { email: user.email };
  });

  register('setUpAccount', async (request, reply, { session }) => {
    const { token, password } = request.body;
    const user = await setUpTokenUser(db, token, context.now());
    if (!user) throw new HttpProblem(400, staffMessages.setUpLinkInvalid);
    const problem = passwordProblem(password, user.email);
    if (problem) throw new HttpProblem(400, `password: ${problem}`);
    const actor = { name: user.email, address: request.ip, at: context.now() };
    if (!(await setUpAccount(db, token, await hashPassword(password), actor))) throw new HttpProblem(400, staffMessages.setUpLinkInvalid);
    return startSession(request, reply, { id: user.id, email: user.email, role: user.role }, session, 'set-up link');
  });

  register('changePassword', async (request, reply, { session, actor }) => {
    try {
      await changePassword(db, actor, session, request.body.currentPassword, request.body.newPassword);
    } catch (error) {
      throw error instanceof OwnAccountProblem ? new HttpProblem(400, error.message) : error;
    }
    return reply.code(204).send();
  });

  register('listOwnSessions', async (_request, _reply, { session }) => listOwnSessions(db, session));

  register('endOwnSession', async (request, reply, { session, actor }) => {
    await endOwnSession(db, actor, session, request.body.handle);
    return reply.code(204).send();
  });

  register('listPasskeys', async (_request, _reply, { session }) => ({ items: await listPasskeys(db, session.user.id) }));

  register('passkeyRegistrationOptions', async (_request, _reply, { session, origin }) =>
    registrationOptions(db, session.user, origin!, context.now()),
  );

  register('verifyPasskeyRegistration', async (request, _reply, { session, origin, actor }) =>
    verifyRegistration(db, session.user, request.body.response as unknown as RegistrationResponseJSON, origin!, actor, context.now()),
  );

  register('passkeyAuthenticationOptions', async (_request, _reply, { origin }) => authenticationOptions(db, origin!, context.now()));

  register('verifyPasskeyAuthentication', async (request, reply, { session, origin }) => {
    const user = await verifyAuthentication(db, request.body.response as unknown as AuthenticationResponseJSON, origin!, context.now());
    return startSession(request, reply, user, session, 'passkey');
  });
}
