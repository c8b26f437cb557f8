import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { problemContentType } from '../../src/contracts/problem';

/** The RFC 9110 sections a problem's type links to, written out here rather than read from the code under test. */
const typeLinks: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
};

/** The answer is the spec's problem (section 8) for `status`, saying `detail`. */
export function expectProblem(answer: LightMyRequestResponse, status: 400 | 500, detail: string) {
  expect(answer.statusCode).toBe(status);
  expect(answer.headers['content-type']).toContain(problemContentType);
  expect(answer.json()).toEqual({ type: typeLinks[status], title: STATUS_CODES[status], status, detail });
}
