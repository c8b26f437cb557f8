import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/calls';
import { contactRules } from '../../src/contracts/rules';
import { refusedFields } from '../../src/contracts/refusal';
import { staffCalls } from '../../src/contracts/staff/calls';
import { buildApp } from '../app';
import { openTestStore, fakeDist } from '../test/test-app';

/**
 * The API is its contracts (src/contracts/calls.ts): the server answers the calls they name and no
 * other, /api/openapi.json describes exactly those and is valid OpenAPI 3.1, and a refusal names
 * the field it refuses.
 */
const opened = (await openTestStore('pglite'))!;

/**
 * Every method and path Fastify routes under /api/ (or another prefix: /staff/api/), read from its own
 * route table: a tree whose lines each add their path to their parent's (/staff, then /api/session).
 */
function apiRoutes(app: Awaited<ReturnType<typeof buildApp>>, prefix = '/api/'): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    if (!match[3] || !path.startsWith(prefix)) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

type Document = { openapi: string; paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };

describe('the API and its contracts', async () => {
  const app = await buildApp({
    config: { distDir: fakeDist(), trustProxy: false, rateLimitMax: 10_000, logLevel: 'silent' },
    store: opened.store,
    logger: false,
  });
  await app.ready();
  const operations = Object.values(api).map((call) => `${call.method} ${call.path}`);

  it('routes under /api/ exactly the calls the contracts name, besides the catch-all that refuses the rest', () => {
    const routed = apiRoutes(app).filter((route) => !route.endsWith('/api/*'));
    expect(routed.sort()).toEqual([...operations].sort());
  });

  it('routes under /staff/api/ exactly the staff call table, besides the catch-all that refuses the rest', () => {
    const routed = apiRoutes(app, '/staff/api/').filter((route) => !route.endsWith('/api/*'));
    expect(routed.sort()).toEqual(
      Object.values(staffCalls)
        .map((call) => `${call.method} ${call.path}`)
        .sort(),
    );
  });

  /** Every call, public and staff, as the description writes it (a path's `:id` as `{id}`). */
  const described = [...Object.values(api), ...Object.values(staffCalls)].map(
    (call) => `${call.method} ${call.path.replace(':id', '{id}')}`,
  );

  it('serves an OpenAPI 3.1 description that a validator accepts, with every call, public and staff, and only those', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const document = answer.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
    const operationsDescribed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operationsDescribed.sort()).toEqual([...described].sort());
  });

  it('answers every operation it describes (none falls to the catch-all)', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const answer = await app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: path.replace('{id}', '1'),
          ...(method === 'post' ? { payload: {} } : {}),
        });
        expect(answer.statusCode, `${method} ${path}: ${answer.body}`).not.toBe(405);
        expect(answer.body, `${method} ${path}`).not.toContain('There is no API call');
        expect(answer.body, `${method} ${path}`).not.toContain('There is no such staff call');
      }
    }
  });

  it('describes the staff calls with their security: the session cookie, and the CSRF header on a POST', async () => {
    type Operation = { security?: Record<string, string[]>[]; 'x-staff-access'?: unknown; responses: Record<string, unknown> };
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    }>();
    expect(document.components.securitySchemes).toEqual({
      staffSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: '__Host-volta-staff' }),
      csrfToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-csrf-token' }),
    });
    const mark = document.paths['/staff/api/applications/{id}/mark']!.post!;
    expect(mark.security).toEqual([{ staffSession: [], csrfToken: [] }]);
    expect(mark['x-staff-access']).toEqual(['hr', 'admin']);
    expect(Object.keys(mark.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '415']));
    expect(document.paths['/staff/api/messages']!.get!.security).toEqual([{ staffSession: [] }]);
    expect(document.paths['/staff/api/session/sign-in']!.post!.security).toEqual([]);
    expect(Object.keys(document.paths['/staff/api/session/sign-out']!.post!.responses)).toContain('204');
    // A public call needs nothing.
    expect(document.paths['/api/contact/contact-us']!.post!.security).toBeUndefined();
  });

  it('describes each problem answer with RFC 9457 problem details', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<
      Document & { components: { schemas: { Problem: { properties: object; required: string[] } } } }
    >();
    expect(Object.keys(document.components.schemas.Problem.properties)).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail']),
    );
    expect(document.components.schemas.Problem.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'detail']));
    const contact = document.paths['/api/contact/contact-us']!.post!.responses;
    expect(Object.keys(contact)).toEqual(expect.arrayContaining(['200', '400', '415', '429', '500', '503']));
    expect(contact['400']).toEqual(
      expect.objectContaining({ content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } }),
    );
  });

  it('names each refused field in the detail, so that the form can show it at its field', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/contact/contact-us',
      payload: { fullName: 'Ama', email: `${'a'.repeat(250)}@example.com`, company: 'x'.repeat(201), messageBody: ' ' },
    });
    expect(answer.statusCode).toBe(400);
    const problem = answer.json<{ detail: string }>();
    expect(Object.keys(problem).sort()).toEqual(['detail', 'status', 'title', 'type']);
    expect(refusedFields(problem.detail, contactRules)).toEqual({
      email: 'At most 254 characters.',
      company: 'At most 200 characters.',
      messageBody: 'Message is required.',
    });
  });

  it('one id rule: a job id with a leading zero is no job, in the API as on the page', async () => {
    const job = await app.inject({ method: 'POST', url: '/api/job-vacancy/get-job-by-id', payload: { id: '01' } });
    expect(job.statusCode).toBe(400);
    expect(job.json().detail).toBe('The id must be a whole number from 1, without leading zeros.');
    expect((await app.inject({ method: 'POST', url: '/api/job-vacancy/get-job-by-id', payload: { id: '1' } })).statusCode).toBe(200);
  });

  it('closes', async () => {
    await app.close();
    await opened.dispose();
  });
});
