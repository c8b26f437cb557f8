import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from './database';
import { idempotencyKeys } from './schema';

/**
 * The rows of idempotent submissions (docs/decisions/166-idempotent-submissions.md): a key's answer,
 * written in the submission's own transaction and kept 24 hours. What a repeat is answered, and when,
 * is decided above (server/submissions/submit-once.ts).
 */

/** How long a key's answer is kept. */
const keptForMs = 24 * 60 * 60 * 1000;
/** The oldest a live key may be at `at`. */
const oldestLive = (at: Date) => new Date(at.getTime() - keptForMs);

/** What identifies one submission: the call, the client's key, and a hash of what was sent. */
export type Claim = { scope: string; key: string; fingerprint: string };

/** What a store function is given to remember its answer; `answer` makes the body from its result (an id). */
export type Idempotency<Result> = Claim & { answer: (result: Result) => unknown };

/** A key's stored row: the hash of what was sent with it, and the first answer (every submission here answers 200). */
export type StoredKey = { fingerprint: string; status: number; answer: unknown };

/** Thrown inside the save transaction when the key was stored meanwhile: the transaction rolls back. */
export class KeyTaken extends Error {
  constructor() {
    super('The idempotency key was stored by a concurrent request.');
    this.name = 'KeyTaken';
  }
}

/** The key's row younger than 24 hours at `at`, or null when there is none. */
export async function findKey(db: Executor, { scope, key }: Pick<Claim, 'scope' | 'key'>, at: Date): Promise<StoredKey | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, oldestLive(at))));
  return row ?? null;
}

/**
 * Stores the key with its answer; call it inside the submission's transaction, once its result is
 * known. No-op without a key. A live row of the key (a concurrent request committed first) throws
 * KeyTaken, which rolls the submission back; an expired one is replaced.
 */
export async function remember<Result>(
  tx: Executor,
  idempotency: Idempotency<Result> | undefined,
  result: Result,
  at: Date,
): Promise<void> {
  if (!idempotency) return;
  const { scope, key, fingerprint } = idempotency;
  const row = { scope, key, fingerprint, status: 200, answer: idempotency.answer(result), createdAt: at };
  const stored = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: row,
      setWhere: lte(idempotencyKeys.createdAt, oldestLive(at)),
    })
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0) throw new KeyTaken();
}

/**
 * Deletes the keys older than 24 hours; the store runs it hourly (a submission's transaction stays as
 * short as it can: on the embedded store each statement is a round trip to its thread).
 */
export async function sweepExpiredKeys(db: Executor, at: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, oldestLive(at)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
