import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffCalls, type StaffCallName } from '../../src/contracts/staff/calls';
import { staffMessages } from '../../src/contracts/staff/content';
import { mayCall, needsSecondFactor } from '../../src/contracts/staff/roles';
import { staffCallSchemas } from '../../src/contracts/staff/schemas';
import { BadInputError, NotFoundError } from '../domain/errors';
import { HttpProblem } from '../problem';
import { registerCall, type CallRequest } from '../register-call';
import type { Actor } from '../domain/audit';
import { recordRefusal, type RefusalReason } from '../domain/refusals';
import { checkCsrf, checkOrigin, sessionOf } from './guards';
import { confirmedUntil, type LiveSession } from '../domain/staff-sessions';
import type { StaffShared } from './shared';

/** What a handler gets: the request parsed by its contract. */
type StaffCallRequest<Name extends StaffCallName> = CallRequest<(typeof staffCallSchemas)[Name]>;

/** And the session (for calls that need one), and who is acting from where. */
export type StaffCallContext<Access> = {
  session: Access extends 'anonymous' ? LiveSession | undefined : LiveSession;
  /** A password sign-in waiting for its second factor (the one call that may use it is that step). */
  pending: LiveSession | undefined;
  actor: Actor;
  /** The origin the call came from (checked): a passkey's expected origin and rpID. */
  origin: string | undefined;
};

type Handler<Name extends StaffCallName> = (
  request: StaffCallRequest<Name>,
  reply: FastifyReply,
  call: StaffCallContext<(typeof staffCalls)[Name]['access']>,
) => Promise<unknown>;

/**
 * The staff calls' registrar: each call of the table goes through the one registration path
 * (server/register-call.ts) with the staff guards, in this order, before its body is validated: the
 * Origin check (every POST), the session (401 without one, unless the call is anonymous), the role
 * (403, or 404 for a call on a record id, so ids cannot be probed), the CSRF token (every POST with a
 * session), then an admin's second factor (403 on the calls only an admin may make, until the session
 * was signed in with one) and a recent sign-in (403 on a sensitive call, until the user proves it is
 * them again). A refusal of a signed-in account is audited ('refused'). A record the handler cannot find
 * is 404, a change the record's state refuses 409.
 */
export function staffCallRegistrar(app: FastifyInstance, { store, context }: StaffShared) {
  return <Name extends StaffCallName>(name: Name, handler: Handler<Name>) => {
    const call = staffCalls[name];
    const guard = async (request: FastifyRequest): Promise<StaffCallContext<'anonymous'>> => {
      const read = await sessionOf(request, context, store.db);
      const session = read?.stage === 'signed-in' ? read : undefined;
      const pending = read?.stage === 'second-factor' ? read : undefined;
      const actor = { name: session?.user.email ?? 'anonymous', address: request.ip, at: context.now() };
      /** A signed-in account refused is audited; an anonymous one is only answered. */
      const refuse = async (problem: HttpProblem, why: RefusalReason) => {
        const path = request.url.split('?')[0]!;
        if (session) await recordRefusal(store.db, actor, name, { why, status: problem.statusCode, method: call.method, path });
        return problem;
      };
      let origin: string | undefined;
      try {
        origin = call.method === 'POST' ? checkOrigin(request, context) : undefined;
      } catch (problem) {
        throw problem instanceof HttpProblem ? await refuse(problem, 'origin') : problem;
      }
      if (call.access !== 'anonymous') {
        if (!session) throw new HttpProblem(401, staffMessages.signedOut);
        if (!mayCall(call.access, session.user.role)) {
          throw await refuse(
            call.path.includes(':id') ? new HttpProblem(404, 'There is no such record.') : new HttpProblem(403, staffMessages.forbidden),
            'role',
          );
        }
        if (call.method === 'POST') {
          try {
            checkCsrf(request, session);
          } catch (problem) {
            throw problem instanceof HttpProblem ? await refuse(problem, 'csrf') : problem;
          }
        }
        if (needsSecondFactor(call.access) && !session.strong)
          throw await refuse(new HttpProblem(403, staffMessages.secondFactorNeeded), 'second-factor');
        if (call.recentSignIn && confirmedUntil(session) < actor.at)
          throw await refuse(new HttpProblem(403, staffMessages.confirmIdentity), 'not confirmed');
      }
      return { session, pending, origin, actor };
    };
    registerCall(
      app,
      call,
      staffCallSchemas[name],
      async (request, reply, callContext) => {
        try {
          return await handler(request, reply, callContext as StaffCallContext<(typeof staffCalls)[Name]['access']>);
        } catch (error) {
          if (error instanceof NotFoundError) throw new HttpProblem(404, error.message);
          if (error instanceof BadInputError) throw new HttpProblem(409, error.message);
          throw error;
        }
      },
      { guard },
    );
  };
}
