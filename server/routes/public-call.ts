import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { callSchemas } from '../../src/contracts/call-schemas';
import { api, type CallName } from '../../src/contracts/calls';
import { BadInputError, NotFoundError } from '../domain/errors';
import { HttpProblem } from '../problem';
import { registerCall, type CallRequest } from '../register-call';

/** A public call's request, typed by its schemas. */
export type PublicCallRequest<Name extends CallName> = CallRequest<(typeof callSchemas)[Name]>;

/**
 * Registers a public call of src/contracts/calls.ts by its name, through the one registration path.
 * The domain's refusals are worded here, once for every public call: what names nothing (an unknown
 * or expired link) 404, a change its record's state forbids 409.
 */
export function registerPublicCall<Name extends CallName>(
  app: FastifyInstance,
  name: Name,
  handler: (request: PublicCallRequest<Name>, reply: FastifyReply) => Promise<unknown>,
  options: Pick<RouteShorthandOptions, 'bodyLimit'> = {},
) {
  registerCall(
    app,
    api[name],
    callSchemas[name],
    async (request, reply) => {
      try {
        return await handler(request, reply);
      } catch (error) {
        if (error instanceof NotFoundError) throw new HttpProblem(404, error.message);
        if (error instanceof BadInputError) throw new HttpProblem(409, error.message);
        throw error;
      }
    },
    options,
  );
}
