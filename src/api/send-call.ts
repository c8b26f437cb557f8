// This module is itself loaded with the first call (src/api/client.ts), so ky comes in the same request.
import ky, { type Options } from 'ky';
import { callPath, type CallRoute } from '../contracts/call';
import { csrfHeader } from '../contracts/staff/roles';
import { behaviour } from '../styles/behaviour';
import type { LooseInput } from './client';
import { searchParamsOf } from './search-params';
import { readConfig } from './config-source';
import { normaliseError } from './normalise-error';
import { ApiError } from './problem';

function prefixFor(apiBaseUrl: string): string {
  if (/^https?:\/\//.test(apiBaseUrl)) return apiBaseUrl;
  if (typeof window === 'undefined') return `http://localhost${apiBaseUrl}`;
  return new URL(apiBaseUrl, window.location.origin).toString();
}

type AnyCall = CallRoute<unknown, unknown, unknown>;

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

/** Sends one call (src/api/client.ts callApi says how). */
export async function sendCall(call: AnyCall, input: LooseInput): Promise<unknown> {
  const base = call.access === 'public' ? (await readConfig()).apiBaseUrl : '/';
  try {
    const path = callPath(call, input.id).replace(/^\//, '');
    const response = await ky(path, { prefixUrl: prefixFor(base), retry: 0, ...requestOptions(call, input) });
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
