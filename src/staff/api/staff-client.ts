import type * as z from 'zod/mini';
import { csrfHeader } from '../../contracts/staff/roles';
import { staffCalls, staffPath, type StaffCallName } from '../../contracts/staff/calls';
import { staffCallSchemas } from '../../contracts/staff/schemas';
import type { Problem } from '../../contracts/problem';
import { staffContent } from '../content';

type Schemas = typeof staffCallSchemas;
type Part<Name extends StaffCallName, Key extends string> =
  Schemas[Name] extends Record<Key, z.ZodMiniType> ? z.input<Schemas[Name][Key]> : undefined;
/** What a call answers, as its contract's answer schema reads it. */
export type StaffAnswer<Name extends StaffCallName> = Schemas[Name] extends { answer: z.ZodMiniType }
  ? z.output<Schemas[Name]['answer']>
  : null;

export type StaffCallInput<Name extends StaffCallName> = {
  id?: number;
  query?: Partial<Part<Name, 'query'>>;
  body?: Part<Name, 'body'> | FormData;
  /** The session's CSRF token: every state-changing call of a signed-in account sends it. */
  csrfToken?: string;
};

/** A refusal or failure of the staff API, in the API's problem shape. */
export class StaffApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

const timeoutMs = 30_000;

async function readProblem(response: Response): Promise<Problem> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<Problem>;
    if (typeof parsed.detail === 'string') return { type: '', title: '', status: response.status, ...parsed } as Problem;
  } catch {
    // Not the problem shape: said below in the pages' own words.
  }
  return { type: 'about:blank', title: response.statusText, status: response.status, detail: text || staffContent.failure };
}

/** The query string of a list call: empty values are left out, so the contract's defaults apply. */
function searchOf(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The staff pages' one way to call /staff/api/: the method, path and body kind from the call table
 * (src/contracts/staff/calls.ts), the CSRF header on every POST, same-origin cookies, no cache, a
 * time limit; the answer checked by the call's answer schema. Any failure is a StaffApiError.
 */
export async function staffCall<Name extends StaffCallName>(name: Name, input: StaffCallInput<Name> = {}): Promise<StaffAnswer<Name>> {
  const call = staffCalls[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (call.method === 'POST') {
    if (input.csrfToken) headers[csrfHeader] = input.csrfToken;
    if (input.body instanceof FormData) body = input.body;
    else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
  }
  let response: Response;
  try {
    response = await fetch(`${staffPath(name, input.id)}${searchOf(input.query as Record<string, unknown>)}`, {
      method: call.method,
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new StaffApiError({ type: 'about:blank', title: 'Network', status: 0, detail: staffContent.offline });
  }
  if (!response.ok) throw new StaffApiError(await readProblem(response));
  const schemas = staffCallSchemas[name] as { answer?: z.ZodMiniType };
  if (!schemas.answer) return null as StaffAnswer<Name>;
  const json: unknown = await response.json().catch(() => undefined);
  // Signed out, the session call may answer null rather than 401 (a 401 is a console error in Chromium).
  if (name === 'me' && json === null) return null as StaffAnswer<Name>;
  const parsed = schemas.answer.safeParse(json);
  if (!parsed.success) throw new StaffApiError({ type: 'about:blank', title: 'Answer', status: 502, detail: staffContent.failure });
  return parsed.data as StaffAnswer<Name>;
}

/** The address of a call that answers a file (a CV, the subscribers' CSV): followed by a link, downloaded. */
export function staffFileHref<Name extends StaffCallName>(name: Name, input: Pick<StaffCallInput<Name>, 'id' | 'query'> = {}): string {
  return `${staffPath(name, input.id)}${searchOf(input.query as Record<string, unknown>)}`;
}

/** The words of a failure for a status message. */
export function failureText(error: unknown): string {
  return error instanceof StaffApiError ? error.problem.detail : staffContent.failure;
}
