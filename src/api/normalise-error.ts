import { serverErrorDetail, statusTypeLink, type Problem } from '../contracts/problem';
import { networkErrorDetail, timeoutDetail } from './problem';

function isProblemBody(value: unknown): value is Partial<Problem> {
  return typeof value === 'object' && value !== null && ('title' in value || 'detail' in value);
}

async function problemFromResponse(response: Response): Promise<Problem> {
  const { status, statusText } = response;
  const base = { type: statusTypeLink(status), title: statusText || `HTTP ${status}`, status };
  const body = (await response.text().catch(() => '')).trim();

  if (!body) {
    return { ...base, detail: status >= 500 ? serverErrorDetail : base.title };
  }
  try {
    const json: unknown = JSON.parse(body);
    if (isProblemBody(json)) {
      return {
        type: typeof json.type === 'string' ? json.type : base.type,
        title: typeof json.title === 'string' ? json.title : base.title,
        status: typeof json.status === 'number' ? json.status : status,
        detail: typeof json.detail === 'string' ? json.detail : base.title,
      };
    }
  } catch {
    // Not JSON: the text itself is the detail (spec section 8: 400 with a plain-text body).
  }
  return { ...base, detail: body };
}

/**
 * Turns anything a call can throw into the spec's problem shape: an HTTP error (its body kept as
 * the detail, or the standard detail for an empty 5xx), a timeout, or a network failure.
 */
export async function normaliseError(error: unknown): Promise<Problem> {
  // ky's error classes are recognised by name: the client loads ky itself only when a call is made.
  const name = error instanceof Error ? error.name : '';
  if (name === 'HTTPError' && (error as { response?: unknown }).response instanceof Response) {
    return problemFromResponse((error as { response: Response }).response);
  }
  if (name === 'TimeoutError') {
    return { type: 'about:blank', title: 'Request Timeout', status: 0, detail: timeoutDetail };
  }
  return { type: 'about:blank', title: 'Network Error', status: 0, detail: networkErrorDetail };
}
