import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { callSchemas } from '../../src/contracts/call-schemas';
import { api, type CallName } from '../../src/contracts/calls';
import { registerCall, type CallRequest } from '../register-call';

/** A public call's request, typed by its schemas. */
export type PublicCallRequest<Name extends CallName> = CallRequest<(typeof callSchemas)[Name]>;

/** Registers a public call of src/contracts/calls.ts by its name, through the one registration path. */
export function registerPublicCall<Name extends CallName>(
  app: FastifyInstance,
  name: Name,
  handler: (request: PublicCallRequest<Name>, reply: FastifyReply) => Promise<unknown>,
  options: Pick<RouteShorthandOptions, 'bodyLimit'> = {},
) {
  registerCall(app, api[name], callSchemas[name], handler, options);
}
