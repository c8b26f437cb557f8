import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type * as z from 'zod/mini';
import type { CallRoute } from '../src/contracts/call';
import type { CallSchemas } from '../src/contracts/call-schemas';
import { contractValidator, requireJson } from './validate';

type Part<Schemas extends CallSchemas, Key extends 'params' | 'query' | 'body'> = Schemas extends {
  [K in Key]: z.ZodMiniType;
}
  ? z.output<Schemas[Key]>
  : undefined;

/** A request to a call, its path params, query and body already parsed by the call's contract. */
export type CallRequest<Schemas extends CallSchemas> = FastifyRequest & {
  params: Part<Schemas, 'params'>;
  query: Part<Schemas, 'query'>;
  body: Part<Schemas, 'body'>;
};

/**
 * What runs before a call's body is validated, and what it hands the handler: the staff area's
 * Origin, session, role and CSRF checks (server/staff/register-staff-call.ts). A public call has none.
 */
type CallGuard<Context> = (request: FastifyRequest) => Promise<Context>;

type Options<Context> = Pick<RouteShorthandOptions, 'bodyLimit'> & { guard?: CallGuard<Context> };

/**
 * Registers one call, public or staff, from its definition (src/contracts/call.ts) and its schemas:
 * its method and path from the definition; its params, query and body checked by the schemas as
 * Fastify route schemas (a refusal is a 400 problem that names each field); a JSON call refusing
 * other bodies with 415. A call that is not public must come with its guard, which runs first, so
 * that a refusal says nothing about what was sent. The server registers its API this way only
 * (eslint.config.js refuses app.get and its kin in server/routes/ and server/staff/), so no route
 * exists that the contracts and the API description do not have.
 */
export function registerCall<Schemas extends CallSchemas, Context = undefined>(
  app: FastifyInstance,
  call: CallRoute<unknown, unknown, unknown>,
  schemas: Schemas,
  handler: (request: CallRequest<Schemas>, reply: FastifyReply, context: Context) => Promise<unknown>,
  { guard, ...options }: Options<Context> = {},
) {
  if (call.access !== 'public' && !guard) throw new Error(`${call.method} ${call.path} is a staff call: register it with its guard.`);
  const contexts = new WeakMap<FastifyRequest, Context>();
  const absentBody = call.body === 'json' ? schemas.body?.safeParse(undefined) : undefined;
  app.route({
    method: call.method,
    url: call.path,
    ...options,
    schema: {
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
    },
    validatorCompiler: contractValidator,
    preValidation: async (request) => {
      if (guard) contexts.set(request, await guard(request));
      if (call.body !== 'json') return;
      await requireJson(request);
      // Where the contract lets the body be left out (its schema takes undefined), an absent body is read
      // as its default: Fastify hands a validator null for an absent body, and a sent null is not an object.
      if (request.body === undefined && absentBody?.success) request.body = absentBody.data;
    },
    handler: (request, reply) => handler(request as CallRequest<Schemas>, reply, contexts.get(request) as Context),
  });
}
