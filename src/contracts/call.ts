import type { StaffAccess } from './staff/roles';

/**
 * What a call of the API is, as plain data, for the public calls (./calls.ts) and the staff calls
 * (./staff/calls.ts) alike: no zod here, so that the browser's one call function (src/api/client.ts)
 * can read a call's method and path without loading any schema. The schemas of each call (its
 * params, query, body, answer), its summary and its problems are in ./call-schemas.ts and
 * ./staff/schemas.ts, keyed by the same names; the server registers every route from the two
 * together (server/register-call.ts), and the API description (/api/openapi.json) is made from them.
 */
type HttpMethod = 'GET' | 'POST';

/**
 * Who may make a call: 'public' (a visitor of the site; no session, no staff guard), or a staff
 * call's rule (src/contracts/staff/roles.ts): 'anonymous' (no session needed, as signing in),
 * 'any' signed-in account, or the roles that may.
 */
export type CallAccess = 'public' | StaffAccess;

export type CallRoute<Query = undefined, Body = undefined, Answer = unknown> = {
  readonly method: HttpMethod;
  /** The path under the site's origin (or under apiBaseUrl's); `:id` stands for a record id. */
  readonly path: string;
  /** How the body is sent: a JSON object, multipart/form-data, or nothing. */
  readonly body: 'json' | 'multipart' | 'none';
  /** What it answers: JSON, a file to download (Content-Disposition: attachment), CSV, or nothing (204). */
  readonly answer: 'json' | 'file' | 'csv' | 'none';
  /** A submission: it carries an Idempotency-Key and is stored once per key (docs/decisions/166). */
  readonly idempotent: boolean;
  readonly access: CallAccess;
  /**
   * A sensitive staff call (a passkey or the authenticator app, accounts, an export): it needs a
   * sign-in, or a new proof that it is them, from the last few minutes (ASVS 3.7.1).
   */
  readonly recentSignIn: boolean;
  /** Types only (never set): what the call takes and answers, for the client's one call function. */
  readonly types?: { query: Query; body: Body; answer: Answer };
};

/**
 * A call, typed by what it takes and answers (and by its access, kept literal: a handler of an
 * 'anonymous' call may have no session); a JSON answer and no Idempotency-Key unless it says otherwise.
 */
export function defineCall<Query = undefined, Body = undefined, Answer = unknown, const Access extends CallAccess = CallAccess>(
  route: Omit<CallRoute<Query, Body, Answer>, 'types' | 'answer' | 'idempotent' | 'access' | 'recentSignIn'> &
    Partial<Pick<CallRoute, 'answer' | 'idempotent' | 'recentSignIn'>> & { access: Access },
): CallRoute<Query, Body, Answer> & { readonly access: Access } {
  return { answer: 'json', idempotent: false, recentSignIn: false, ...route };
}

/** A call's path with its `:id` filled in. */
export function callPath(call: Pick<CallRoute, 'path'>, id?: number | string): string {
  return id === undefined ? call.path : call.path.replace(':id', encodeURIComponent(String(id)));
}

/** The problem statuses every call may answer: too many requests, a failure, the store unavailable or the server stopping. */
export const commonProblems = [429, 500, 503] as const;
