import type * as z from 'zod/mini';
import { callPath } from '../../contracts/call';
import { staffCalls, type StaffCallName } from '../../contracts/staff/calls';
import { staffCallSchemas } from '../../contracts/staff/schemas';
import { callApi, type CallOptions } from '../../api/client';
import { searchParamsOf } from '../../api/search-params';
import { ApiError } from '../../api/problem';
import { staffContent } from '../content';
import { staffMessages } from '../../contracts/staff/content';

type Schemas = typeof staffCallSchemas;
type Part<Name extends StaffCallName, Key extends string> =
  Schemas[Name] extends Record<Key, z.ZodMiniType> ? z.input<Schemas[Name][Key]> : undefined;
/** What a call answers, as its contract's answer schema reads it. */
export type StaffAnswer<Name extends StaffCallName> = Schemas[Name] extends { answer: z.ZodMiniType }
  ? z.output<Schemas[Name]['answer']>
  : null;

export type StaffCallInput<Name extends StaffCallName> = Pick<CallOptions, 'csrfToken' | 'timeout'> & {
  id?: number;
  query?: Partial<Part<Name, 'query'>>;
  body?: Part<Name, 'body'> | FormData;
};

/** An upload (an article with its picture) may take longer than a visitor's call. */
const timeoutMs = 30_000;

/**
 * Asks the user to prove it is them again (the dialog the staff frame registers); resolves when they
 * did, rejects with an ApiError when they cancelled. None while no frame with a session is shown.
 */
type IdentityConfirmer = () => Promise<void>;
let confirmer: IdentityConfirmer | null = null;
export function setIdentityConfirmer(next: IdentityConfirmer | null) {
  confirmer = next;
}

const needsConfirming = (error: unknown) =>
  error instanceof ApiError && error.problem.status === 403 && error.problem.detail === staffMessages.confirmIdentity;

/**
 * The staff pages' calls, through the site's one call function (src/api/client.ts), typed by the
 * staff call table and its schemas: the answer is checked by the call's answer schema. Any failure
 * is an ApiError holding the problem the server answered. A sensitive call refused for want of a
 * recent sign-in asks the user to confirm it is them, then is made again, once.
 */
export async function staffCall<Name extends StaffCallName>(name: Name, input: StaffCallInput<Name> = {}): Promise<StaffAnswer<Name>> {
  try {
    return await callOnce(name, input);
  } catch (error) {
    if (!needsConfirming(error) || !confirmer) throw error;
    await confirmer();
    return callOnce(name, input);
  }
}

/**
 * Before following a sensitive download link (an export): whether the session's last proof that it
 * is them has run out (or is about to), and then the dialog that asks for a new one.
 */
export const confirmationDue = (confirmedUntil: string) =>
  // eslint-disable-next-line no-restricted-syntax -- the browser's clock against the server's answer (the e2e pages share the suite's clock)
  confirmer !== null && Date.parse(confirmedUntil) < Date.now() + 5_000;
export const confirmIdentity = () => confirmer?.() ?? Promise.resolve();

async function callOnce<Name extends StaffCallName>(name: Name, input: StaffCallInput<Name>): Promise<StaffAnswer<Name>> {
  const answer = await callApi(staffCalls[name], { timeout: timeoutMs, ...input } as Parameters<typeof callApi>[1]);
  const schema: z.ZodMiniType | undefined = (staffCallSchemas[name] as { answer?: z.ZodMiniType }).answer;
  if (!schema) return null as StaffAnswer<Name>;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiError({ type: 'about:blank', title: 'Answer', status: 502, detail: staffContent.failure });
  return parsed.data as StaffAnswer<Name>;
}

/** The address of a call that answers a file (a CV, the subscribers' CSV): followed by a link, downloaded. */
export function staffFileHref<Name extends StaffCallName>(name: Name, input: Pick<StaffCallInput<Name>, 'id' | 'query'> = {}): string {
  const search = searchParamsOf(input.query).toString();
  return `${callPath(staffCalls[name], input.id)}${search ? `?${search}` : ''}`;
}

/** The words of a failure for a status message. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.problem.detail : staffContent.failure;
}
