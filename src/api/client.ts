import type { Options } from 'ky';
import { callPath, type CallRoute } from '../contracts/call';
import { csrfHeader } from '../contracts/staff/roles';
import { behaviour } from '../styles/behaviour';
import { readConfig } from './config-source';
import { normaliseError } from './normalise-error';
import { ApiError } from './problem';

function prefixFor(apiBaseUrl: string): string {
  if (/^https?:\/\//.test(apiBaseUrl)) return apiBaseUrl;
  if (typeof window === 'undefined') return `http://localhost${apiBaseUrl}`;
  return new URL(apiBaseUrl, window.location.origin).toString();
}

type AnyCall = CallRoute<unknown, unknown, unknown>;
type Types<Call extends AnyCall> = NonNullable<Call['types']>;

/** Whether a part may be left out: absent from the call, or every field of it optional. */
type MayOmit<Part> = undefined extends Part ? true : object extends Part ? true : false;

/** What every call may be given besides its query and body. */
export type CallOptions = {
  /** The record id of a path with `:id`. */
  id?: number | string;
  /** A submission's key (the call's contract says `idempotent`). */
  idempotencyKey?: string;
  /** The session's CSRF token: every state-changing staff call of a signed-in account sends it. */
  csrfToken?: string;
  /** A longer limit than the default (an upload). */
  timeout?: number;
};

/** What one call takes: its query and body as its contract types them, and the options. */
export type CallInput<Call extends AnyCall> = (MayOmit<Types<Call>['query']> extends true
  ? { query?: Types<Call>['query'] }
  : { query: Types<Call>['query'] }) &
  (MayOmit<Types<Call>['body']> extends true ? { body?: Types<Call>['body'] } : { body: Types<Call>['body'] }) &
  CallOptions;

type LooseInput = { query?: unknown; body?: unknown } & CallOptions;

/** A query's parameters: empty values are left out, so that the contract's defaults apply. */
export function searchParamsOf(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The parts of ky's request a call's contract and input make. */
function requestOptions(call: AnyCall, input: LooseInput): Options {
  const headers: Record<string, string> = {};
  const options: Options = { method: call.method.toLowerCase(), timeout: input.timeout ?? behaviour.api.timeoutMs, headers };
  const search = searchParamsOf(input.query);
  if (search.toString()) options.searchParams = search;
  if (call.body === 'multipart') options.body = input.body as FormData;
  else if (call.body === 'json' && input.body !== undefined) options.json = input.body;
  // Each submission carries its Idempotency-Key (the same on every try of one submission): the server
  // stores it once however often it arrives (docs/decisions/166-idempotent-submissions.md).
  if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
  if (call.access !== 'public') {
    // A staff answer belongs to its session: never kept by the browser's cache.
    options.cache = 'no-store';
    if (call.method === 'POST' && input.csrfToken) headers[csrfHeader] = input.csrfToken;
  }
  return options;
}

/**
 * The one way the site and the staff pages call their API (src/contracts/calls.ts and
 * src/contracts/staff/calls.ts name the calls): the method, path and body kind come from the call's
 * contract; the base address is the runtime config's for a public call, and this page's own origin,
 * whose cookie holds the session, for a staff call; no retry, a timeout, and any failure rethrown as
 * an ApiError holding the spec's problem shape. The answer is read as-is (spec section 7): the page
 * that shows it checks it with the call's answer schema.
 */
export async function callApi<Call extends AnyCall>(call: Call, input: CallInput<Call>): Promise<unknown> {
  const base = call.access === 'public' ? (await readConfig()).apiBaseUrl : '/';
  try {
    // Loaded on the first call, not with the page: no call happens before the visitor acts
    // (or a list page mounts), and it keeps ky out of the entry chunk every page pays for.
    const { default: ky } = await import('ky');
    const path = callPath(call, input.id).replace(/^\//, '');
    const response = await ky(path, { prefixUrl: prefixFor(base), retry: 0, ...requestOptions(call, input as LooseInput) });
    const text = await response.text();
    return text ? safeJson(text) : null;
  } catch (error) {
    throw new ApiError(await normaliseError(error));
  }
}

/** A non-JSON body stays text. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
