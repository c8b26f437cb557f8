import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../problem';
import type { Executor } from '../store/database';
import type { Store } from '../store/open-store';
import { findKey, KeyTaken, type Claim, type Idempotency } from '../store/idempotency-keys';

/**
 * Idempotent submissions (docs/decisions/166-idempotent-submissions.md): a POST sent with an
 * Idempotency-Key header is stored once; a repeat with the key within 24 hours answers the first
 * answer and stores nothing. The key's row is written in the submission's own transaction
 * (server/store/idempotency-keys.ts).
 */

const idempotencyKeyHeader = 'idempotency-key';
const replayedHeader = 'idempotent-replayed';

/** The first answer to a submission, kept for its repeats. */
type StoredAnswer = { status: number; answer: unknown };

/** 1 to 255 visible ASCII characters (a UUID, as the site sends, or any client's own token). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, or undefined when it has none; a malformed one is a 400. */
export function readKey(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  // Node joins a repeated header with ", ", which the pattern refuses: one key per request.
  if (typeof value !== 'string' || !keyPattern.test(value)) {
    throw new HttpProblem(400, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID, for example), sent once.');
  }
  return value;
}

/** JSON with object keys sorted: the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The SHA-256 of what was sent, after validation (so " a@b.c " and "a@b.c" are the same submission).
 * A multipart application passes its fields and, for each file, its field, name and SHA-256.
 */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** The call a key belongs to, e.g. "POST /api/contact/contact-us": one key may be used on another call. */
function scopeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

/**
 * The stored answer of the key, or null when there is none younger than 24 hours. The key sent with
 * other content is a 422: answering the first answer would tell the client its new content was stored.
 */
async function findAnswer(db: Executor, claim: Claim, at: Date): Promise<StoredAnswer | null> {
  const stored = await findKey(db, claim, at);
  if (!stored) return null;
  if (stored.fingerprint !== claim.fingerprint) {
    throw new HttpProblem(422, 'This Idempotency-Key was already used for a different submission; send a new key with new content.');
  }
  return { status: stored.status, answer: stored.answer };
}

/** The stored answer again; `answer` made it for the same call (the key's scope), so it has the call's shape. */
function replay<Answer>(reply: FastifyReply, stored: StoredAnswer): Answer {
  reply.code(stored.status).header(replayedHeader, 'true');
  return stored.answer as Answer;
}

type Submission<Result, Answer> = {
  content: unknown;
  save: (at: Date, idempotency: Idempotency<Result> | undefined) => Promise<Result>;
  answer: (result: Result) => Answer;
};

/**
 * Runs a route's submission once per Idempotency-Key and answers it: `content` is what was sent
 * (validated), `save` stores it at `at` (the store's clock, read once), passing `idempotency` to the
 * save function, which calls `remember` in its transaction, and `answer` makes the 200 body from its result. Without a key the submission
 * is simply stored. A repeat answers the stored body with `Idempotent-Replayed: true`.
 */
export async function submitOnce<Result, Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, clock }: Pick<Store, 'db' | 'clock'>,
  { content, save, answer }: Submission<Result, Answer>,
): Promise<Answer> {
  const key = readKey(request);
  const at = clock();
  if (key === undefined) return answer(await save(at, undefined));
  const claim: Claim = { scope: scopeOf(request), key, fingerprint: fingerprintOf(content) };
  const earlier = await findAnswer(db, claim, at);
  if (earlier) return replay<Answer>(reply, earlier);
  try {
    return answer(await save(at, { ...claim, answer }));
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    // A concurrent request with the key committed first: its answer is this one's too.
    const first = await findAnswer(db, claim, at);
    if (!first) throw error;
    return replay<Answer>(reply, first);
  }
}
