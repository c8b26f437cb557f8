import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { problemContentType } from '../../src/contracts/problem';
import { appForSuite, openTestStore, storeKinds, submissionCounts, testApp } from '../test/test-app';
import { callSchemas } from '../../src/contracts/call-schemas';
import { api, type CallName } from '../../src/contracts/calls';
import { badInputs } from '../test/bad-inputs';

/** The spec's failure shape, exactly: the status repeated, a title from HTTP, a detail that says what was wrong. */
function expectProblem(answer: LightMyRequestResponse, status: number, detail?: RegExp) {
  expect(answer.statusCode).toBe(status);
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  expect(answer.headers['content-type']).toMatch(new RegExp(`^${problemContentType.replace('+', '\\+')}`));
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['detail', 'status', 'title', 'type']);
  expect(typeof body.type).toBe('string');
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(body.status).toBe(answer.statusCode);
  expect(body.title).toBe(STATUS_CODES[answer.statusCode]);
  expect((body.detail as string).trim()).not.toBe('');
  if (detail) expect(body.detail).toMatch(detail);
}

describe('the bad-input corpus', () => {
  it('holds at least 100 cases with distinct names', () => {
    expect(badInputs.length).toBeGreaterThanOrEqual(100);
    expect(new Set(badInputs.map((input) => input.name)).size).toBe(badInputs.length);
  });

  it('covers every call of the contracts that takes a query or a body', () => {
    const paths = new Set(badInputs.map((input) => input.url.split('?', 1)[0]));
    const takingInput = (Object.keys(api) as CallName[]).filter((name) => api[name].body !== 'none' || 'query' in callSchemas[name]);
    expect(takingInput.length).toBeGreaterThanOrEqual(10);
    for (const name of takingInput) expect(paths, name).toContain(api[name].path);
  });
});

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;

  describe(`bad requests on ${kind}`, () => {
    const app = appForSuite(store, dispose);

    it.each(badInputs.map((input) => [input.name, input] as const))('%s', async (_name, input) => {
      const before = await submissionCounts(store);
      const answer = await app.inject({ method: input.method, url: input.url, headers: input.headers, payload: input.payload });
      expectProblem(answer, input.status, input.detail);
      if (input.allow) expect(answer.headers.allow).toBe(input.allow);
      expect(await submissionCounts(store)).toEqual(before);
    });

    it('still accepts JSON labelled UTF-8, in any spelling', async () => {
      for (const charset of ['utf-8', 'UTF8', '"utf-8"']) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/job-vacancy/get-job-by-id',
          headers: { 'content-type': `application/json; charset=${charset}` },
          payload: '{"id":1}',
        });
        expect(answer.statusCode, charset).toBe(200);
      }
    });

    it('answers the request over the rate limit with 429 and Retry-After', async () => {
      const limited = await testApp(store, { rateLimitMax: 3 });
      try {
        const statuses: number[] = [];
        let last: LightMyRequestResponse | undefined;
        for (let n = 0; n < 4; n++) {
          last = await limited.inject({
            method: 'POST',
            url: '/api/contact/subscribe?type=Newsletter',
            payload: { subscriberEmail: `limit${n}@example.com` },
          });
          statuses.push(last.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
        expectProblem(last!, 429, /Too many requests/);
        expect(last!.headers['retry-after']).toMatch(/^\d+$/);
        expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });
}
