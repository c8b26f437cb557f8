import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';
import type { Executor } from './store/database';
import { idempotencyKeys } from './store/schema';

/**
 * Idempotent submissions (docs/decisions/166-idempotent-submissions.md): a POST sent with an
 * Idempotency-Key header is stored once; a repeat with the key within 24 hours answers the first
 * answer and stores nothing. The key's row is written in the submission's own transaction.
 */

const idempotencyKeyHeader = 'idempotency-key';
const replayedHeader = 'idempotent-replayed';

/** How long a key's answer is kept, as a PostgreSQL interval. */
const keptFor = sql.raw(`interval '24 hours'`);

/** What identifies one submission: the call, the client's key, and a hash of what was sent. */
type Claim = { scope: string; key: string; fingerprint: string };

/** The first answer to a submission, kept for its repeats (every submission here answers 200). */
type StoredAnswer = { status: number; answer: unknown };

/** What a store function is given to remember its answer; `answer` makes the body from its result (an id). */
export type Idempotency<Result> = Claim & { answer: (result: Result) => unknown };

/** Thrown inside the save transaction when the key was stored meanwhile: the transaction rolls back. */
export class KeyTaken extends Error {
  constructor() {
    super('The idempotency key was stored by a concurrent request.');
    this.name = 'KeyTaken';
  }
}

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
async function findAnswer(db: Executor, claim: Claim): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
        sql`${idempotencyKeys.createdAt} > now() - ${keptFor}`,
      ),
    );
  if (!row) return null;
  if (row.fingerprint !== claim.fingerprint) {
    throw new HttpProblem(422, 'This Idempotency-Key was already used for a different submission; send a new key with new content.');
  }
  return { status: row.status, answer: row.answer };
}

/**
 * Stores the key with its answer; call it inside the submission's transaction, once its result is
 * known. No-op without a key. A live row of the key (a concurrent request committed first) throws
 * KeyTaken, which rolls the submission back; an expired one is replaced.
 */
export async function remember<Result>(tx: Executor, idempotency: Idempotency<Result> | undefined, result: Result): Promise<void> {
  if (!idempotency) return;
  const { scope, key, fingerprint } = idempotency;
  const row = { scope, key, fingerprint, status: 200, answer: idempotency.answer(result) };
  const stored = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { ...row, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} <= now() - ${keptFor}`,
    })
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0) throw new KeyTaken();
}

/**
 * Deletes the keys older than 24 hours; the store runs it hourly (a submission's transaction stays as
 * short as it can: on the embedded store each statement is a round trip to its thread).
 */
export async function sweepExpiredKeys(db: Executor): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} <= now() - ${keptFor}`)
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

function replay(reply: FastifyReply, stored: StoredAnswer): unknown {
  reply.code(stored.status).header(replayedHeader, 'true');
  return stored.answer;
}

/**
 * Runs a route's submission once per Idempotency-Key and answers it: `content` is what was sent
 * (validated), `save` stores it, passing `idempotency` to the store function, which calls `remember`
 * in its transaction, and `answer` makes the 200 body from its result. Without a key the submission
 * is simply stored. A repeat answers the stored body with `Idempotent-Replayed: true`.
 */
export async function submitOnce<Result>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Executor,
  content: unknown,
  save: (idempotency: Idempotency<Result> | undefined) => Promise<Result>,
  answer: (result: Result) => unknown,
): Promise<unknown> {
  const key = readKey(request);
  if (key === undefined) return answer(await save(undefined));
  const claim: Claim = { scope: scopeOf(request), key, fingerprint: fingerprintOf(content) };
  const earlier = await findAnswer(db, claim);
  if (earlier) return replay(reply, earlier);
  try {
    return answer(await save({ ...claim, answer }));
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    // A concurrent request with the key committed first: its answer is this one's too.
    const first = await findAnswer(db, claim);
    if (!first) throw error;
    return replay(reply, first);
  }
}
