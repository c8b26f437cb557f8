import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { problemContentType, serverErrorDetail, statusTypeLink, type Problem } from '../src/contracts/problem';

/** Every refusal and failure of the API: RFC 9457 problem details in the spec's shape. */
export function problem(status: number, detail: string): Problem {
  return { type: statusTypeLink(status), title: STATUS_CODES[status] ?? 'Error', status, detail };
}

export function sendProblem(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply.code(status).type(problemContentType).send(problem(status, detail));
}

/** A refusal thrown from a route or hook; the error handler answers it. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }
}

/** What Fastify and its plugins throw for a bad request, in words a client developer can act on. */
const clientErrorDetails: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This call does not accept that content type.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; send a JSON object.',
  // Fastify gives one error for both: a __proto__ or constructor.prototype key is refused as if it were a syntax error.
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON, or holds a forbidden __proto__ or constructor.prototype key.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is larger than this call accepts.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_REQ_FILE_TOO_LARGE: 'File size must be less than 10 MB.',
  FST_FILES_LIMIT: 'Too many files: send at most a resume and a cover letter.',
  FST_FIELDS_LIMIT: 'Too many fields.',
  FST_PARTS_LIMIT: 'Too many parts.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This call takes multipart/form-data.',
  FST_PROTO_VIOLATION: 'A field name is not allowed.',
};

/**
 * Answers any error as a problem: the client's mistakes with their own 4xx, a store that cannot be
 * reached or has no room with 503 and Retry-After (nothing was stored; the visitor may send it again),
 * everything else with a 500 whose detail says nothing of the inside (the log has it, without
 * personal data).
 */
export function errorHandler(error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) return sendProblem(reply, error.statusCode, error.detail);
  const unavailable = storeUnavailable(error);
  if (unavailable) {
    request.log.warn({ code: unavailable }, 'the store is unavailable: answered 503');
    reply.header('retry-after', String(storeRetryAfterSeconds));
    return sendProblem(reply, 503, storeUnavailableDetail);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendProblem(reply, 400, clientErrorDetails.FST_ERR_CTP_INVALID_JSON_BODY!);
    }
    return sendProblem(reply, status, clientErrorDetails[error.code] ?? error.message);
  }
  request.log.error({ err: loggableError(error) }, 'request failed');
  return sendProblem(reply, 500, serverErrorDetail);
}

/**
 * A failed query (Drizzle's DrizzleQueryError) carries the visitor's values as bound parameters in its
 * message and stack: only the SQL and the driver's own error are logged.
 */
function loggableError(error: Error & { code?: string; query?: unknown; params?: unknown }) {
  if (typeof error.query !== 'string' || !('params' in error)) {
    return { type: error.name, code: error.code, message: error.message, stack: error.stack };
  }
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  return {
    type: error.name,
    query: error.query,
    cause: cause && { type: cause.name, code: cause.code, message: cause.message, stack: cause.stack },
  };
}

const storeRetryAfterSeconds = 10;
const storeUnavailableDetail = 'The site cannot store or read this just now; nothing was saved. Try again in a few seconds.';

/** Node's and PostgreSQL's codes for a database that is gone, restarting, unreachable, or out of room. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOENT',
  'ENOSPC',
  'EDQUOT',
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
  '57P01', // admin_shutdown (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
]);
/** What `pg` says, without a code, when a connection ends under it or cannot be had in time. */
const unavailableMessages =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed|not currently accepting connections|the database system is (starting up|shutting down)/i;

/** The code (or "connection") when the error, or one it wraps (Drizzle wraps the driver's), says the store is unavailable. */
export function storeUnavailable(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return code;
    if (unavailableMessages.test(current.message)) return 'connection';
  }
  return undefined;
}
