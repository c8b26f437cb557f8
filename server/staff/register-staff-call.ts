import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { staffCalls, type StaffCallName } from '../../src/contracts/staff/calls';
import { staffMessages } from '../../src/contracts/staff/content';
import { mayCall } from '../../src/contracts/staff/roles';
import { staffCallSchemas, type StaffCallSchemas } from '../../src/contracts/staff/schemas';
import { BadInputError, NotFoundError } from '../domain/errors';
import type { Store } from '../store/open-store';
import { HttpProblem } from '../problem';
import { contractValidator, requireJson } from '../validate';
import type { Actor } from '../domain/audit';
import { checkCsrf, checkOrigin, sessionOf, type StaffContext } from './guards';
import type { LiveSession } from '../domain/staff-sessions';

type Schemas<Name extends StaffCallName> = (typeof staffCallSchemas)[Name];
type Part<Name extends StaffCallName, Key extends 'query' | 'body' | 'params'> =
  Schemas<Name> extends { [K in Key]: z.ZodMiniType } ? z.output<Schemas<Name>[Key]> : undefined;

/** What a handler gets: the request parsed by its contract, the session (for calls that need one), and who is acting from where. */
export type StaffCallRequest<Name extends StaffCallName> = FastifyRequest & {
  query: Part<Name, 'query'>;
  body: Part<Name, 'body'>;
  params: Part<Name, 'params'>;
};
export type StaffCallContext<Access> = {
  session: Access extends 'anonymous' ? LiveSession | undefined : LiveSession;
  actor: Actor;
  /** The origin the call came from (checked): a passkey's expected origin and rpID. */
  origin: string | undefined;
};

/**
 * Registers one staff call from the table, with its guards in this order before the handler: the
 * Origin check (every POST), the session (401 without one, unless the call is anonymous), the role
 * (403, or 404 for a call on a record id, so ids cannot be probed), the CSRF token (every POST with a
 * session), then the contract's validation (400). A record the handler cannot find is 404, a change
 * the record's state refuses 409.
 */
export function registerStaffCall<Name extends StaffCallName>(
  app: FastifyInstance,
  store: Store,
  context: StaffContext,
  name: Name,
  handler: (
    request: StaffCallRequest<Name>,
    reply: FastifyReply,
    call: StaffCallContext<(typeof staffCalls)[Name]['access']>,
  ) => Promise<unknown>,
) {
  const call = staffCalls[name];
  const schemas: StaffCallSchemas = staffCallSchemas[name];
  const calls = new WeakMap<FastifyRequest, StaffCallContext<'any'> | StaffCallContext<'anonymous'>>();
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
    },
    validatorCompiler: contractValidator,
    // Guards run before the body is validated: a refusal says nothing about what was sent.
    preValidation: async (request) => {
      const origin = call.method === 'POST' ? checkOrigin(request, context) : undefined;
      const session = await sessionOf(request, context, store.db);
      if (call.access !== 'anonymous') {
        if (!session) throw new HttpProblem(401, staffMessages.signedOut);
        if (!mayCall(call.access, session.user.role)) {
          throw call.path.includes(':id')
            ? new HttpProblem(404, 'There is no such record.')
            : new HttpProblem(403, staffMessages.forbidden);
        }
        if (call.method === 'POST') checkCsrf(request, session);
      }
      if (call.body === 'json') await requireJson(request);
      calls.set(request, { session, origin, actor: { name: session?.user.email ?? 'anonymous', address: request.ip, at: context.now() } });
    },
    handler: async (request, reply) => {
      try {
        return await handler(
          request as StaffCallRequest<Name>,
          reply,
          calls.get(request) as StaffCallContext<(typeof staffCalls)[Name]['access']>,
        );
      } catch (error) {
        if (error instanceof NotFoundError) throw new HttpProblem(404, error.message);
        if (error instanceof BadInputError) throw new HttpProblem(409, error.message);
        throw error;
      }
    },
  });
}
