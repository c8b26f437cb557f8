/**
 * What a call of the API is, as plain data: no zod here, so that the browser's one call function
 * (src/api/client.ts) can read a call's method and path without loading any schema. The schemas of
 * each call (its query, body, answer), its summary and its problems are in ./call-schemas.ts, keyed by the same name; the server
 * registers its routes from the two together, and the API description is made from them.
 */
type HttpMethod = 'GET' | 'POST';

export type CallRoute<Query = undefined, Body = undefined, Answer = unknown> = {
  readonly method: HttpMethod;
  /** The path under the site's origin (or under apiBaseUrl's). */
  readonly path: string;
  /** How the body is sent: a JSON object, multipart/form-data, or nothing. */
  readonly body: 'json' | 'multipart' | 'none';
  /** A submission: it carries an Idempotency-Key and is stored once per key (docs/decisions/166). */
  readonly idempotent: boolean;
  /** Types only (never set): what the call takes and answers, for the client's one call function. */
  readonly types?: { query: Query; body: Body; answer: Answer };
};

/** A call's route, typed by what it takes and answers. */
export function defineCall<Query = undefined, Body = undefined, Answer = unknown>(
  route: Omit<CallRoute<Query, Body, Answer>, 'types'>,
): CallRoute<Query, Body, Answer> {
  return route;
}

/** The problem statuses every call may answer: too many requests, a failure, the store unavailable or the server stopping. */
export const commonProblems = [429, 500, 503] as const;
