import { STATUS_CODES } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { company } from '../../src/content/company';
import { commonProblems, type CallRoute } from '../../src/contracts/call';
import { callSchemas, problemSchema, type CallSchemas } from '../../src/contracts/call-schemas';
import { api } from '../../src/contracts/calls';
import { problemContentType } from '../../src/contracts/problem';
import { staffCalls } from '../../src/contracts/staff/calls';
import { csrfHeader, sessionCookie } from '../../src/contracts/staff/roles';
import { staffCallSchemas } from '../../src/contracts/staff/schemas';
import { registerPublicCall } from './public-call';

/**
 * The API's description (OpenAPI 3.1), made from the contracts the server registers its routes with,
 * the public calls' (src/contracts/calls.ts, call-schemas.ts) and the staff calls'
 * (src/contracts/staff/), so it cannot describe a call the server does not answer, nor miss one.
 * A staff call names its security (the session cookie, and on a POST the CSRF header) and the roles
 * it is open to. Served at /api/openapi.json; made once, when the app is built.
 */

type JsonSchema = Record<string, unknown>;
type AnyCall = CallRoute<unknown, unknown, unknown>;

/** A zod contract as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends, or what it is answered. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  // The document names its dialect once (OpenAPI 3.1 is JSON Schema 2020-12).
  delete converted.$schema;
  return converted;
}

function parametersIn(schema: z.ZodMiniType, where: 'query' | 'path'): object[] {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema,
  }));
}

const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'The same key on every try of one submission: it is stored once, and a repeat within 24 hours gets the first answer.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
};

function requestBody(call: AnyCall, schemas: CallSchemas): object | undefined {
  if (call.body === 'multipart' && schemas.fields) {
    const fields = jsonSchema(schemas.fields, 'input') as { properties: Record<string, JsonSchema>; required?: string[] };
    const fileParts = Object.entries(schemas.files ?? {});
    const files = Object.fromEntries(fileParts.map(([name]) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]));
    const required = [...(fields.required ?? []), ...fileParts.filter(([, need]) => need === 'required').map(([name]) => name)];
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { ...fields.properties, ...files }, required } } },
    };
  }
  if (call.body !== 'json' || !schemas.body) return undefined;
  const optional = schemas.body.safeParse(undefined).success;
  return { required: !optional, content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } } };
}

/** The statuses a call may be refused with: its own, a refused request's, the staff guards' and every call's. */
function problemStatuses(call: AnyCall, schemas: CallSchemas): number[] {
  const takesInput = Boolean(schemas.params ?? schemas.query ?? schemas.body ?? schemas.fields);
  const guarded = call.access !== 'public';
  const statuses = [
    ...schemas.problems,
    ...(takesInput ? [400] : []),
    ...(call.body !== 'none' ? [415] : []),
    ...(guarded && call.access !== 'anonymous' ? [401] : []),
    // Another site's POST (Origin, CSRF), or a role the call is not open to; on a record id, 404 instead of 403.
    ...(guarded && (call.method === 'POST' || Array.isArray(call.access)) ? [403] : []),
    ...(call.path.includes(':id') ? [404] : []),
    ...commonProblems,
  ];
  return [...new Set(statuses)].sort();
}

const answerContent = {
  json: (schemas: CallSchemas) => ({ 'application/json': { schema: schemas.answer ? jsonSchema(schemas.answer, 'output') : {} } }),
  file: () => ({ 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } }),
  csv: () => ({ 'text/csv': { schema: { type: 'string' } } }),
} as const;

function responses(call: AnyCall, schemas: CallSchemas): Record<string, object> {
  const problem = { $ref: '#/components/schemas/Problem' };
  const success: Record<string, object> =
    call.answer === 'none'
      ? { 204: { description: 'No Content' } }
      : { 200: { description: 'OK', content: answerContent[call.answer](schemas) } };
  return {
    ...success,
    ...Object.fromEntries(
      problemStatuses(call, schemas).map((status) => [
        status,
        { description: STATUS_CODES[status] ?? 'Error', content: { [problemContentType]: { schema: problem } } },
      ]),
    ),
  };
}

/** Who may make a staff call, in words and as data (x-staff-access). */
function staffAccess(call: AnyCall): object {
  if (call.access === 'public') return {};
  const who =
    call.access === 'anonymous' ? 'anyone (no session)' : call.access === 'any' ? 'any signed-in account' : call.access.join(', ');
  const signedIn =
    call.access === 'anonymous' ? [] : call.method === 'POST' ? [{ staffSession: [], csrfToken: [] }] : [{ staffSession: [] }];
  return { description: `Staff call. Who may make it: ${who}.`, 'x-staff-access': call.access, security: signedIn };
}

function operation(name: string, call: AnyCall, schemas: CallSchemas): object {
  const parameters = [
    ...(schemas.params ? parametersIn(schemas.params, 'path') : []),
    ...(schemas.query ? parametersIn(schemas.query, 'query') : []),
    ...(call.idempotent ? [idempotencyKeyParameter] : []),
  ];
  const body = requestBody(call, schemas);
  return {
    operationId: name,
    tags: [call.access === 'public' ? 'Public' : 'Staff'],
    summary: schemas.summary,
    ...staffAccess(call),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(call, schemas),
  };
}

/** Every call, public then staff, by name: its definition and its schemas. */
const everyCall: [string, AnyCall, CallSchemas][] = [
  ...Object.entries(api).map(([name, call]) => [name, call, callSchemas[name as keyof typeof api]] as [string, AnyCall, CallSchemas]),
  ...Object.entries(staffCalls).map(
    ([name, call]) => [name, call, staffCallSchemas[name as keyof typeof staffCalls]] as [string, AnyCall, CallSchemas],
  ),
];

function openApiDocument(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const [name, call, schemas] of everyCall) {
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(name, call, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${company.name} website API`,
      version: '1.0.0',
      description:
        'The calls of the public website (/api/) and of the staff area (/staff/api/). Every refusal and failure is an RFC 9457 problem (application/problem+json).',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Public', description: "The public website's calls: no session." },
      {
        name: 'Staff',
        description: "The staff area's calls: a session cookie from signing in, and on every POST the session's CSRF token.",
      },
    ],
    paths,
    components: {
      schemas: { Problem: { ...jsonSchema(problemSchema, 'output'), description: 'RFC 9457 problem details' } },
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie.secure,
          description: `The staff session, set by signing in (${sessionCookie.plain} over plain http).`,
        },
        csrfToken: { type: 'apiKey', in: 'header', name: csrfHeader, description: "The session's CSRF token, as signing in answered it." },
      },
    },
  };
}

/** GET /api/openapi.json: the description, made once when the app is built. */
export const apiDescriptionRoutes: FastifyPluginAsync = async (app) => {
  const document = openApiDocument();
  registerPublicCall(app, 'getApiDescription', async () => document);
};
