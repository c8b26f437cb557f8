import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type * as z from 'zod/mini';
import { callSchemas, type CallSchemas } from '../../src/contracts/call-schemas';
import { api, type CallName } from '../../src/contracts/calls';
import { contractValidator, requireJson } from '../validate';

type Schemas<Name extends CallName> = (typeof callSchemas)[Name];
type Part<Name extends CallName, Key extends 'query' | 'body'> =
  Schemas<Name> extends { [K in Key]: z.ZodMiniType } ? z.output<Schemas<Name>[Key]> : undefined;

/** A request to a call, its query and body already parsed by the call's contract. */
export type CallRequest<Name extends CallName> = FastifyRequest & { query: Part<Name, 'query'>; body: Part<Name, 'body'> };

/**
 * Registers one call of src/contracts/calls.ts: its method and path from the contract, its query and
 * body checked by the contract's schemas as Fastify route schemas (a refusal is a 400 problem that
 * names each field), a JSON call refusing other bodies with 415. The server registers its API this
 * way only (eslint.config.js refuses app.get and its kin in server/routes/), so no route exists
 * that the contracts and the API description do not have.
 */
export function registerCall<Name extends CallName>(
  app: FastifyInstance,
  name: Name,
  handler: (request: CallRequest<Name>, reply: FastifyReply) => Promise<unknown>,
  options: Pick<RouteShorthandOptions, 'bodyLimit'> = {},
) {
  const call = api[name];
  const schemas: CallSchemas = callSchemas[name];
  const body = schemas.body;
  app.route({
    method: call.method,
    url: call.path,
    ...options,
    schema: { ...(schemas.query && { querystring: schemas.query }), ...(body && { body }) },
    validatorCompiler: contractValidator,
    preValidation: call.body === 'json' ? bodyPreValidation(body) : undefined,
    handler: (request, reply) => handler(request as CallRequest<Name>, reply),
  });
}

/**
 * JSON only; and where the contract lets the body be left out (its schema takes undefined), an absent
 * body is read as the contract's default: Fastify hands a validator null for a body that is absent,
 * and null, when it is sent, is not an object and is refused.
 */
function bodyPreValidation(body: z.ZodMiniType | undefined) {
  const absent = body?.safeParse(undefined);
  return async (request: FastifyRequest) => {
    await requireJson(request);
    if (request.body === undefined && absent?.success) request.body = absent.data;
  };
}
