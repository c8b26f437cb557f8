import type { Options } from 'ky';
import { behaviour } from '../styles/behaviour';
import { readConfig } from './config-source';
import { normaliseError } from './normalise-error';
import { ApiError } from './problem';

function prefixFor(apiBaseUrl: string): string {
  if (/^https?:\/\//.test(apiBaseUrl)) return apiBaseUrl;
  if (typeof window === 'undefined') return `http://localhost${apiBaseUrl}`;
  return new URL(apiBaseUrl, window.location.origin).toString();
}

/**
 * Every call of the site goes through here: base address from the runtime config, no retry,
 * a timeout, and any failure rethrown as an ApiError holding the spec's problem shape.
 */
export async function request<T>(path: string, options: Options & { method: 'get' | 'post' }): Promise<T> {
  const { apiBaseUrl } = await readConfig();
  try {
    // Loaded on the first call, not with the page: no call happens before the visitor acts
    // (or a list page mounts), and it keeps ky out of the entry chunk every page pays for.
    const { default: ky } = await import('ky');
    const response = await ky(path, {
      prefixUrl: prefixFor(apiBaseUrl),
      retry: 0,
      timeout: behaviour.api.timeoutMs,
      ...options,
    });
    const text = await response.text();
    return (text ? safeJson(text) : null) as T;
  } catch (error) {
    throw new ApiError(await normaliseError(error));
  }
}

/** The answers of this API are read as-is (spec section 7); a non-JSON body stays text. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
