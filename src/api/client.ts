import type { Options } from 'ky';
import type { CallRoute } from '../contracts/call';
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

/** What one call takes: its query and body as its contract types them, and a submission's key. */
export type CallInput<Call extends AnyCall> = (MayOmit<Types<Call>['query']> extends true
  ? { query?: Types<Call>['query'] }
  : { query: Types<Call>['query'] }) &
  (MayOmit<Types<Call>['body']> extends true ? { body?: Types<Call>['body'] } : { body: Types<Call>['body'] }) & {
    /** A submission's key (the call's contract says `idempotent`). */
    idempotencyKey?: string;
    /** A longer limit than the default (an upload). */
    timeout?: number;
  };

/** The parts of ky's request a call's contract and input make. */
function requestOptions(call: AnyCall, input: { query?: unknown; body?: unknown; idempotencyKey?: string; timeout?: number }): Options {
  const options: Options = { method: call.method.toLowerCase(), timeout: input.timeout ?? behaviour.api.timeoutMs };
  if (input.query) options.searchParams = input.query as Record<string, string | number>;
  if (call.body === 'multipart') options.body = input.body as FormData;
  else if (call.body === 'json' && input.body !== undefined) options.json = input.body;
  // Each submission carries its Idempotency-Key (the same on every try of one submission): the server
  // stores it once however often it arrives (docs/decisions/166-idempotent-submissions.md).
  if (input.idempotencyKey) options.headers = { 'Idempotency-Key': input.idempotencyKey };
  return options;
}

/**
 * The site's one way to call its API (src/contracts/calls.ts names the calls): the method, path and
 * body kind come from the call's contract, the base address from the runtime config; no retry, a
 * timeout, and any failure rethrown as an ApiError holding the spec's problem shape. The answer is
 * read as-is (spec section 7): the page that shows it checks it with the call's answer schema.
 */
export async function callApi<Call extends AnyCall>(call: Call, input: CallInput<Call>): Promise<unknown> {
  const { apiBaseUrl } = await readConfig();
  try {
    // Loaded on the first call, not with the page: no call happens before the visitor acts
    // (or a list page mounts), and it keeps ky out of the entry chunk every page pays for.
    const { default: ky } = await import('ky');
    const response = await ky(call.path.replace(/^\//, ''), { prefixUrl: prefixFor(apiBaseUrl), retry: 0, ...requestOptions(call, input) });
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
