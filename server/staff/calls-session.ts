import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { staffMessages } from '../../src/contracts/staff/content';
import type { StaffSession } from '../../src/contracts/staff/session';
import { HttpProblem } from '../problem';
import { setUpAccount, setUpTokenUser } from '../domain/staff-accounts';
import { clearSessionCookie, setSessionCookie } from './guards';
import { hashPassword, passwordProblem } from '../domain/passwords';
import { authenticationOptions, verifyAuthentication } from '../domain/passkeys';
import { staffCallRegistrar } from './register-staff-call';
import {
  beginSecondFactor,
  confirmedUntil,
  countWrongCode,
  signIn,
  signOut,
  signOutEverywhere,
  type LiveSession,
  type StaffUser,
} from '../domain/staff-sessions';
import type { StaffShared } from './shared';
import { recordFailure, signInWithPassword } from '../domain/sign-in';
import { useSecondFactor, WrongCode } from '../domain/second-factor';
import { confirmWithPassword, confirmWithPasskey } from '../domain/confirm-identity';

/** The session's answer: the account, its CSRF token, whether a second factor signed it in, until when it is confirmed. */
const sessionAnswer = (session: Pick<LiveSession, 'user' | 'csrfToken' | 'strong' | 'confirmedAt'>): StaffSession => ({
  user: session.user,
  csrfToken: session.csrfToken,
  secondFactor: session.strong,
  confirmedUntil: confirmedUntil(session).toISOString(),
});

/** Sign-in (password, its second factor, or passkey), proving it is you again, set-up from the one-time link, sign-out. */
export async function sessionCalls(app: FastifyInstance, shared: StaffShared) {
  const { store, context } = shared;
  const db = store.db;
  const register = staffCallRegistrar(app, shared);
  const clientOf = (request: FastifyRequest) => ({ address: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

  /** A new session for `user`: a fresh id (the one before, if any, ends), the cookie, and the session's answer. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: StaffUser,
    before: LiveSession | undefined,
    how: string,
    strong = false,
  ): Promise<StaffSession> {
    const at = context.now();
    const { id, csrfToken } = await signIn(db, user, clientOf(request), how, before, at, strong);
    setSessionCookie(request, reply, context, id);
    return sessionAnswer({ user, csrfToken, strong, confirmedAt: at });
  }

  register('me', async (_request, _reply, { session }) => (session ? sessionAnswer(session) : null));

  register('signIn', async (request, reply, { session, pending }) => {
    const result = await signInWithPassword(db, request.body.email, request.body.password, request.ip, context.now());
    if (!result.ok) {
      if (result.retryAfterSeconds) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpProblem(429, staffMessages.signInWait(result.retryAfterSeconds));
      }
      throw new HttpProblem(401, staffMessages.signInFailed);
    }
    if (result.secondFactor) {
      const { id } = await beginSecondFactor(db, result.user, clientOf(request), session ?? pending, context.now());
      setSessionCookie(request, reply, context, id);
      return { next: 'second-factor' as const, ...result.secondFactor };
    }
    return startSession(request, reply, result.user, session ?? pending, 'password');
  });

  register('signInSecondFactor', async (request, reply, { pending }) => {
    if (!pending) throw new HttpProblem(401, staffMessages.secondFactorExpired);
    const at = context.now();
    try {
      const how = await db.transaction((tx) => useSecondFactor(tx, pending.user.id, request.body.code, at));
      return await startSession(request, reply, pending.user, pending, `password and ${how}`, true);
    } catch (error) {
      if (!(error instanceof WrongCode)) throw error;
      await recordFailure(db, pending.user.email.toLowerCase(), request.ip, at);
      if (!(await countWrongCode(db, pending))) {
        clearSessionCookie(request, reply, context);
        throw new HttpProblem(401, staffMessages.secondFactorExpired);
      }
      throw new HttpProblem(400, `code: ${error.message}`);
    }
  });

  register('confirmIdentity', async (request, _reply, { session, actor }) =>
    sessionAnswer(await confirmWithPassword(db, actor, session, request.body)),
  );

  register('confirmIdentityOptions', async (_request, _reply, { session, origin }) =>
    authenticationOptions(db, origin!, context.now(), session.user.id),
  );

  register('confirmIdentityWithPasskey', async (request, _reply, { session, origin, actor }) =>
    sessionAnswer(await confirmWithPasskey(db, actor, session, request.body.response as unknown as AuthenticationResponseJSON, origin!)),
  );

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

  register('setUpAccount', async (request, reply, { session, pending }) => {
    const { token, password } = request.body;
    const user = await setUpTokenUser(db, token, context.now());
    if (!user) throw new HttpProblem(400, staffMessages.setUpLinkInvalid);
    const problem = passwordProblem(password, user.email);
    if (problem) throw new HttpProblem(400, `password: ${problem}`);
    const actor = { name: user.email, address: request.ip, at: context.now() };
    if (!(await setUpAccount(db, token, await hashPassword(password), actor))) throw new HttpProblem(400, staffMessages.setUpLinkInvalid);
    return startSession(request, reply, { id: user.id, email: user.email, role: user.role }, session ?? pending, 'set-up link');
  });

  register('passkeyAuthenticationOptions', async (_request, _reply, { origin }) => authenticationOptions(db, origin!, context.now()));

  register('verifyPasskeyAuthentication', async (request, reply, { session, pending, origin }) => {
    const user = await verifyAuthentication(db, request.body.response as unknown as AuthenticationResponseJSON, origin!, context.now());
    return startSession(request, reply, user, session ?? pending, 'passkey', true);
  });
}
