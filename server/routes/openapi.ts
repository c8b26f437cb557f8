import { STATUS_CODES } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { company } from '../../src/content/company';
import { commonProblems, type CallRoute } from '../../src/contracts/call';
import { callSchemas, problemSchema, type CallSchemas } from '../../src/contracts/call-schemas';
import { api, type CallName } from '../../src/contracts/calls';
import { applicationFileKeys } from '../../src/contracts/applications';
import { problemContentType } from '../../src/contracts/problem';
import { registerCall } from './register-call';

/**
 * The API's description (OpenAPI 3.1), made from the contracts the server registers its routes with
 * (src/contracts/calls.ts and call-schemas.ts), so it cannot describe a call the server does not
 * answer, nor miss one. Served at /api/openapi.json; made once, when the app is built.
 */

type JsonSchema = Record<string, unknown>;

/** A zod contract as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends, or what it is answered. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  // The document names its dialect once (OpenAPI 3.1 is JSON Schema 2020-12).
  delete converted.$schema;
  return converted;
}

function queryParameters(query: z.ZodMiniType): object[] {
  const { properties = {}, required = [] } = jsonSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }));
}

const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'The same key on every try of one submission: it is stored once, and a repeat within 24 hours gets the first answer.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
};

function requestBody(call: CallRoute<unknown, unknown, unknown>, schemas: CallSchemas): object | undefined {
  if (call.body === 'multipart' && schemas.fields) {
    const fields = jsonSchema(schemas.fields, 'input') as { properties: Record<string, JsonSchema>; required?: string[] };
    const files = Object.fromEntries(
      applicationFileKeys.map((key) => [key, { type: 'string', contentMediaType: 'application/octet-stream' }]),
    );
    const schema = { type: 'object', properties: { ...fields.properties, ...files }, required: [...(fields.required ?? []), 'Resume'] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (call.body !== 'json' || !schemas.body) return undefined;
  const optional = schemas.body.safeParse(undefined).success;
  return { required: !optional, content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } } };
}

function responses(schemas: CallSchemas): Record<string, object> {
  const problem = { $ref: '#/components/schemas/Problem' };
  const problems = [...new Set([...schemas.problems, ...commonProblems])].sort();
  return {
    200: { description: 'OK', content: { 'application/json': { schema: jsonSchema(schemas.answer, 'output') } } },
    ...Object.fromEntries(
      problems.map((status) => [
        status,
        { description: STATUS_CODES[status] ?? 'Error', content: { [problemContentType]: { schema: problem } } },
      ]),
    ),
  };
}

function operation(name: CallName): object {
  const call = api[name];
  const schemas: CallSchemas = callSchemas[name];
  const parameters = [...(schemas.query ? queryParameters(schemas.query) : []), ...(call.idempotent ? [idempotencyKeyParameter] : [])];
  const body = requestBody(call, schemas);
  return {
    operationId: name,
    summary: schemas.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(schemas),
  };
}

function openApiDocument(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const name of Object.keys(api) as CallName[]) {
    const { path, method } = api[name];
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(name) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${company.name} website API`,
      version: '1.0.0',
      description: 'The calls of the public website. Every refusal and failure is an RFC 9457 problem (application/problem+json).',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { Problem: { ...jsonSchema(problemSchema, 'output'), description: 'RFC 9457 problem details' } } },
  };
}

/** GET /api/openapi.json: the description, made once when the app is built. */
export const apiDescriptionRoutes: FastifyPluginAsync = async (app) => {
  const document = openApiDocument();
  registerCall(app, 'getApiDescription', async () => document);
};
