import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '../../src/contracts/staff/content';
import { listOutbox } from '../domain/outbox';
import { auditSince } from '../domain/audit';
import { openTestStore, testApp } from '../test/test-app';
import { softPasskey } from '../test/soft-passkey';
import { makeAccount, origin, testPassword } from '../test/staff-kit';
import { suiteStart } from '../test/suite-clock';
import { plainCookieName } from './guards';

/**
 * The second factor (issue 39, point 2) and proving it is you again (point 4), through the staff
 * API: an admin's calls stay closed until a passkey or an authenticator app is set up and used; the
 * app's codes (computed here, as a phone would) and recovery codes each sign in once; a sensitive
 * call waits for a recent sign-in or a new proof.
 */
let clock = new Date(suiteStart);
const { store, dispose } = (await openTestStore('pglite', { clock: () => clock }))!;
let app: Awaited<ReturnType<typeof testApp>>;
let adminId = 0;

beforeAll(async () => {
  app = await testApp(store);
  adminId = await makeAccount(store, 'abena@volta.test', 'admin', clock);
  await makeAccount(store, 'esi@volta.test', 'hr', clock);
});
afterAll(async () => {
  await app.close();
  await dispose();
});

type Session = { cookie: string; csrfToken: string };
const cookieOf = (answer: { cookies: { name: string; value: string }[] }) =>
  `${plainCookieName}=${answer.cookies.find((entry) => entry.name === plainCookieName)!.value}`;

async function call(method: 'GET' | 'POST', url: string, session?: Partial<Session>, payload?: object) {
  const answer = await app.inject({
    method,
    url,
    headers: {
      origin,
      ...(session?.cookie && { cookie: session.cookie }),
      ...(session?.csrfToken && { 'x-csrf-token': session.csrfToken }),
    },
    ...(payload && { payload }),
  });
  return { status: answer.statusCode, body: answer.body ? JSON.parse(answer.body) : null, answer };
}

async function passwordStep(email: string, password = testPassword) {
  const { status, body, answer } = await call('POST', '/staff/api/session/sign-in', undefined, { email, password });
  expect(status, JSON.stringify(body)).toBe(200);
  return { body, cookie: cookieOf(answer), csrfToken: body.csrfToken as string | undefined };
}

/** The app's code for `secret`, `steps` of 30 seconds from now (the server's clock, here the test's). */
const codeOf = (secret: string, steps = 0) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: clock.getTime() + steps * 30_000 });

const notices = async (to: string) =>
  (await listOutbox(store.db)).filter((mail) => mail.kind === 'staff-notice' && mail.recipient === to).map((mail) => mail.subject);

let secret = '';
let recoveryCodes: string[] = [];

describe('an admin and the authenticator app', () => {
  it("keeps the admin's calls closed to a password-only session, and the others open", async () => {
    const session = await passwordStep('abena@volta.test');
    expect(session.body).toMatchObject({ user: { email: 'abena@volta.test' }, secondFactor: false });
    const users = await call('GET', '/staff/api/users', session);
    expect(users.status).toBe(403);
    expect(users.body.detail).toBe(staffMessages.secondFactorNeeded);
    expect((await call('GET', '/staff/api/audit', session)).status).toBe(403);
    expect((await call('GET', '/staff/api/messages', session)).status).toBe(200);
  });

  it('turns the app on with a code it shows: ten recovery codes once, the session opens to the admin calls, the owner is told', async () => {
    const session = await passwordStep('abena@volta.test');
    const start = await call('POST', '/staff/api/account/authenticator/new', session);
    expect(start.status).toBe(200);
    secret = start.body.secret;
    expect(start.body.uri).toMatch(/^otpauth:\/\/totp\/Volta%20Systems%20staff:abena%40volta\.test\?/);
    expect(start.body.qrSvg).toMatch(/^<svg/);
    const wrong = await call('POST', '/staff/api/account/authenticator', session, { secret, code: codeOf(secret, 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(`code: ${staffMessages.codeWrong}`);
    const added = await call('POST', '/staff/api/account/authenticator', session, { secret, code: codeOf(secret) });
    expect(added.status).toBe(200);
    recoveryCodes = added.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect((await call('GET', '/staff/api/users', session)).status).toBe(200);
    expect((await call('GET', '/staff/api/account/authenticator', session)).body).toEqual({ on: true, recoveryCodesLeft: 10 });
    expect(await notices('abena@volta.test')).toContain('An authenticator app was set up for your staff account (Volta Systems)');
    // Only hashes are kept.
    const kept = JSON.stringify(await store.db.execute('select code_hash, salt from staff_recovery_codes'));
    for (const code of recoveryCodes) expect(kept).not.toContain(code.replace(/-/g, ''));
  });

  it('asks for the code after the password; the step alone is no session; the code signs in once', async () => {
    const step = await passwordStep('abena@volta.test');
    expect(step.body).toEqual({ next: 'second-factor', code: true, passkey: false });
    expect((await call('GET', '/staff/api/session', { cookie: step.cookie })).body).toBeNull();
    expect((await call('GET', '/staff/api/messages', { cookie: step.cookie })).status).toBe(401);
    const wrong = await call('POST', '/staff/api/session/second-factor', { cookie: step.cookie }, { code: codeOf(secret, 10) });
    expect(wrong.status).toBe(400);
    // The code of the next step (the one of this step turned the app on).
    const code = codeOf(secret, 1);
    const signedIn = await call('POST', '/staff/api/session/second-factor', { cookie: step.cookie }, { code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: 'abena@volta.test' }, secondFactor: true });
    const session = { cookie: cookieOf(signedIn.answer), csrfToken: signedIn.body.csrfToken };
    expect(session.cookie).not.toBe(step.cookie);
    expect((await call('GET', '/staff/api/users', session)).status).toBe(200);
    // The same code again, on a new password step: refused.
    const again = await passwordStep('abena@volta.test');
    expect((await call('POST', '/staff/api/session/second-factor', { cookie: again.cookie }, { code })).status).toBe(400);
  });

  it('takes a recovery code once, whatever its case and dashes', async () => {
    const step = await passwordStep('abena@volta.test');
    const code = recoveryCodes[0]!.toUpperCase().replace(/-/g, ' ');
    expect((await call('POST', '/staff/api/session/second-factor', { cookie: step.cookie }, { code })).status).toBe(200);
    const again = await passwordStep('abena@volta.test');
    expect((await call('POST', '/staff/api/session/second-factor', { cookie: again.cookie }, { code })).status).toBe(400);
    const rows = await auditSince(store.db);
    expect(rows.filter((row) => row.action === 'sign-in').at(-1)?.details).toEqual({ how: 'password and recovery code' });
  });

  it('ends the step after 5 wrong codes, and after 5 minutes', async () => {
    const step = await passwordStep('abena@volta.test');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(
        (await call('POST', '/staff/api/session/second-factor', { cookie: step.cookie }, { code: codeOf(secret, 20 + attempt) })).status,
      ).toBe(400);
    }
    const fifth = await call('POST', '/staff/api/session/second-factor', { cookie: step.cookie }, { code: codeOf(secret, 30) });
    expect(fifth.status).toBe(401);
    expect(fifth.body.detail).toBe(staffMessages.secondFactorExpired);
    clock = new Date(clock.getTime() + 3600_000);
    const late = await passwordStep('abena@volta.test');
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    expect((await call('POST', '/staff/api/session/second-factor', { cookie: late.cookie }, { code: recoveryCodes[1]! })).status).toBe(401);
  });

  it("refuses to remove an admin's last second factor", async () => {
    const step = await passwordStep('abena@volta.test');
    const signedIn = await call('POST', '/staff/api/session/second-factor', { cookie: step.cookie }, { code: recoveryCodes[2]! });
    const session = { cookie: cookieOf(signedIn.answer), csrfToken: signedIn.body.csrfToken };
    const removed = await call('POST', '/staff/api/account/authenticator/remove', session);
    expect(removed.status).toBe(409);
    expect(removed.body.detail).toBe(staffMessages.keepOneFactor);
  });
});

describe('proving it is you again', () => {
  it('refuses a sensitive call 10 minutes after the sign-in, until the password (and a code) is given again', async () => {
    const signedIn = await call('POST', '/staff/api/session/sign-in', undefined, { email: 'esi@volta.test', password: testPassword });
    const session = { cookie: cookieOf(signedIn.answer), csrfToken: signedIn.body.csrfToken as string };
    expect((await call('POST', '/staff/api/passkeys/registration-options', session)).status).toBe(200);
    clock = new Date(clock.getTime() + 11 * 60_000);
    const stale = await call('POST', '/staff/api/passkeys/registration-options', session);
    expect(stale.status).toBe(403);
    expect(stale.body.detail).toBe(staffMessages.confirmIdentity);
    const wrong = await call('POST', '/staff/api/session/confirm', session, { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(`password: ${staffMessages.passwordWrong}`);
    const confirmed = await call('POST', '/staff/api/session/confirm', session, { password: testPassword });
    expect(confirmed.status).toBe(200);
    expect(new Date(confirmed.body.confirmedUntil).getTime()).toBe(clock.getTime() + 10 * 60_000);
    expect((await call('POST', '/staff/api/passkeys/registration-options', session)).status).toBe(200);
  });

  it('throttles wrong passwords given to confirm as it throttles sign-ins', async () => {
    const signedIn = await call('POST', '/staff/api/session/sign-in', undefined, { email: 'esi@volta.test', password: testPassword });
    const session = { cookie: cookieOf(signedIn.answer), csrfToken: signedIn.body.csrfToken as string };
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await call('POST', '/staff/api/session/confirm', session, { password: 'guess' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    clock = new Date(clock.getTime() + 3600_000);
  });
});

describe('passkeys an account manages', () => {
  it('names, renames and removes its own passkeys, never another account’s', async () => {
    const passkey = softPasskey(origin);
    const esi = await call('POST', '/staff/api/session/sign-in', undefined, { email: 'esi@volta.test', password: testPassword });
    const session = { cookie: cookieOf(esi.answer), csrfToken: esi.body.csrfToken as string };
    const options = await call('POST', '/staff/api/passkeys/registration-options', session);
    const added = await call('POST', '/staff/api/passkeys/registration', session, {
      response: passkey.register(options.body),
      name: 'Work laptop',
    });
    expect(added.status).toBe(200);
    const listed = await call('GET', '/staff/api/passkeys', session);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: added.body.id, name: 'Work laptop' })]);
    expect(await notices('esi@volta.test')).toContain('A passkey was added to your staff account (Volta Systems)');
    expect((await call('POST', `/staff/api/passkeys/${added.body.id}/rename`, session, { name: 'Old laptop' })).status).toBe(204);
    expect((await call('GET', '/staff/api/passkeys', session)).body.items[0].name).toBe('Old laptop');

    // Another account cannot rename or remove it.
    const admin = await passwordStep('abena@volta.test');
    expect(admin.body.next).toBe('second-factor');
    const adminIn = await call('POST', '/staff/api/session/second-factor', { cookie: admin.cookie }, { code: recoveryCodes[3]! });
    const adminSession = { cookie: cookieOf(adminIn.answer), csrfToken: adminIn.body.csrfToken as string };
    expect((await call('POST', `/staff/api/passkeys/${added.body.id}/rename`, adminSession, { name: 'Mine' })).status).toBe(404);
    expect((await call('POST', `/staff/api/passkeys/${added.body.id}/remove`, adminSession)).status).toBe(404);

    expect((await call('POST', `/staff/api/passkeys/${added.body.id}/remove`, session)).status).toBe(204);
    expect((await call('GET', '/staff/api/passkeys', session)).body.items).toEqual([]);
    expect(await notices('esi@volta.test')).toContain('A passkey was removed from your staff account (Volta Systems)');
  });

  it("offers an admin's passkey as the second step, and the passkey's sign-in ends the waiting step", async () => {
    const passkey = softPasskey(origin);
    const step = await passwordStep('abena@volta.test');
    const adminIn = await call('POST', '/staff/api/session/second-factor', { cookie: step.cookie }, { code: recoveryCodes[4]! });
    const session = { cookie: cookieOf(adminIn.answer), csrfToken: adminIn.body.csrfToken as string };
    const options = await call('POST', '/staff/api/passkeys/registration-options', session);
    expect((await call('POST', '/staff/api/passkeys/registration', session, { response: passkey.register(options.body) })).status).toBe(
      200,
    );
    const next = await passwordStep('abena@volta.test');
    expect(next.body).toEqual({ next: 'second-factor', code: true, passkey: true });
    const signInOptions = await call('POST', '/staff/api/passkeys/authentication-options', { cookie: next.cookie });
    const byPasskey = await call(
      'POST',
      '/staff/api/passkeys/authentication',
      { cookie: next.cookie },
      { response: passkey.authenticate(signInOptions.body, `staff-${adminId}`) },
    );
    expect(byPasskey.status).toBe(200);
    expect(byPasskey.body.secondFactor).toBe(true);
    // The waiting step is gone: its cookie no longer takes a code.
    expect((await call('POST', '/staff/api/session/second-factor', { cookie: next.cookie }, { code: recoveryCodes[5]! })).status).toBe(401);
  });
});
