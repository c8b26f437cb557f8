import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffMessages } from '../../src/contracts/staff/content';
import { csrfHeader, sessionCookie } from '../../src/contracts/staff/roles';
import { HttpProblem } from '../problem';
import { readSession, type LiveSession } from '../domain/staff-sessions';

/** The session cookie's name over plain http (tests sign in with it). */
export const plainCookieName = sessionCookie.plain;

export type StaffContext = {
  now: () => Date;
  /** The origin state-changing calls may come from besides the server's own (PUBLIC_ORIGIN or the build's). */
  publicOrigin: string;
  /** PUBLIC_ORIGIN when it is set: the origin of the set-up links, else the one the admin's browser used. */
  configuredOrigin: string | undefined;
  production: boolean;
};

/** https as the request arrived (X-Forwarded-Proto counts only behind TRUST_PROXY), or production. */
const isSecure = (request: FastifyRequest, context: StaffContext) => context.production || request.protocol === 'https';

const cookieName = (request: FastifyRequest, context: StaffContext) =>
  isSecure(request, context) ? sessionCookie.secure : sessionCookie.plain;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, context: StaffContext, id: string) {
  reply.setCookie(cookieName(request, context), id, {
    httpOnly: true,
    secure: isSecure(request, context),
    sameSite: 'strict',
    path: '/',
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, context: StaffContext) {
  reply.clearCookie(cookieName(request, context), { httpOnly: true, secure: isSecure(request, context), sameSite: 'strict', path: '/' });
}

/** This server's own origin as the request names it (its Host, and the scheme it came by). */
/** The origin this request was made to, as the browser saw it (behind a proxy, by its forwarded protocol). */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * A state-changing call must come from the staff pages: its Origin is PUBLIC_ORIGIN or this server's
 * own; without an Origin (an old browser), Sec-Fetch-Site must say same-origin. Anything else (another
 * site's form or script, a tool sending neither) is refused before the session is even read.
 */
export function checkOrigin(request: FastifyRequest, context: StaffContext): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === context.publicOrigin || origin === requestOrigin(request)) return origin;
  } else if (request.headers['sec-fetch-site'] === 'same-origin') {
    return requestOrigin(request);
  }
  throw new HttpProblem(403, staffMessages.origin);
}

export async function sessionOf(
  request: FastifyRequest,
  context: StaffContext,
  db: Parameters<typeof readSession>[0],
): Promise<LiveSession | undefined> {
  const id = request.cookies[cookieName(request, context)];
  return id ? readSession(db, id, context.now()) : undefined;
}

/** The session's CSRF token must come back in x-csrf-token (synchroniser token: the store holds it per session). */
export function checkCsrf(request: FastifyRequest, session: LiveSession) {
  const sent = request.headers[csrfHeader];
  if (typeof sent !== 'string' || !timingSafeEqualText(sent, session.csrfToken)) throw new HttpProblem(403, staffMessages.csrf);
}

function timingSafeEqualText(a: string, b: string) {
  const sent = Buffer.from(a);
  const kept = Buffer.from(b);
  return sent.length === kept.length && timingSafeEqual(sent, kept);
}
