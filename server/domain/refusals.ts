import { audit, type Actor } from './audit';

/** Why a staff call was refused before its handler ran. */
export type RefusalReason = 'origin' | 'role' | 'csrf' | 'second-factor' | 'not confirmed';

/**
 * A signed-in account refused by a staff guard (ASVS 7.2.2: access control failures are logged): the
 * call, why, and the status answered. An anonymous refusal is only answered, so that no one outside
 * can fill the log.
 */
export async function recordRefusal(
  db: Parameters<typeof audit>[0],
  actor: Actor,
  call: string,
  details: { why: RefusalReason; status: number; method: string; path: string },
) {
  await audit(db, actor, 'refused', call, details);
}
