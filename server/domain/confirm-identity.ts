import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { staffMessages } from '../../src/contracts/staff/content';
import { HttpProblem } from '../problem';
import type { Executor } from '../store/database';
import { staffUsers } from '../store/schema';
import { audit, type Actor } from './audit';
import { verifyAuthentication } from './passkeys';
import { checkPassword } from './passwords';
import { useSecondFactor, WrongCode } from './second-factor';
import { pairWait, recordFailure } from './sign-in';
import { confirmSession, type LiveSession } from './staff-sessions';

/**
 * Proving it is you again before a sensitive change (issue 39, point 4; ASVS 3.7.1): the password,
 * and the app's code or a recovery code when the account has an authenticator app, or one of the
 * account's own passkeys. Wrong tries count to the same throttle as signing in.
 */
export async function confirmWithPassword(
  db: Executor,
  actor: Actor,
  session: LiveSession,
  proof: { password: string; code?: string | undefined },
) {
  const account = session.user.email.toLowerCase();
  const address = actor.address ?? '';
  const wait = await pairWait(db, account, address, actor.at);
  if (wait > 0) throw new HttpProblem(429, staffMessages.signInWait(wait));
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, session.user.id));
  const refuse = async (field: 'password' | 'code', message: string) => {
    await recordFailure(db, account, address, actor.at);
    await audit(db, actor, 'session.confirm-failed', session.user.email, { why: `${field} wrong` });
    return new HttpProblem(400, `${field}: ${message}`);
  };
  if (!(await checkPassword(user?.passwordHash ?? null, proof.password))) throw await refuse('password', staffMessages.passwordWrong);
  if (!user?.totpSecret) return confirmSession(db, actor, session, 'password');
  if (!proof.code) throw new HttpProblem(400, `code: ${staffMessages.codeRequired}`);
  try {
    const how = await db.transaction((tx) => useSecondFactor(tx, user.id, proof.code!, actor.at));
    return await confirmSession(db, actor, session, `password and ${how}`);
  } catch (error) {
    throw error instanceof WrongCode ? await refuse('code', error.message) : error;
  }
}

export async function confirmWithPasskey(
  db: Executor,
  actor: Actor,
  session: LiveSession,
  response: AuthenticationResponseJSON,
  origin: string,
) {
  await verifyAuthentication(db, response, origin, actor.at, session.user.id);
  return confirmSession(db, actor, session, 'passkey');
}
