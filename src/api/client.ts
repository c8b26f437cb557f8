import type { CallRoute } from '../contracts/call';

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

export type LooseInput = { query?: unknown; body?: unknown } & CallOptions;

/**
 * The one way the site and the staff pages call their API (src/contracts/calls.ts and
 * src/contracts/staff/calls.ts name the calls): the method, path and body kind come from the call's
 * contract; the base address is the runtime config's for a public call, and this page's own origin,
 * whose cookie holds the session, for a staff call; no retry, a timeout, and any failure rethrown as
 * an ApiError holding the spec's problem shape. The answer is read as-is (spec section 7): the page
 * that shows it checks it with the call's answer schema.
 *
 * Its code (./send-call.ts, with ky) is loaded on the first call, not with the page: no call happens
 * before the visitor acts (or a list page mounts, or a navigation needs a record), and it keeps the
 * client out of the JavaScript every page needs to hydrate.
 */
export async function callApi<Call extends AnyCall>(call: Call, input: CallInput<Call>): Promise<unknown> {
  const { sendCall } = await import('./send-call');
  return sendCall(call, input as LooseInput);
}
