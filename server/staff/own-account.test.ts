import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSince } from '../domain/audit';
import { listOutbox } from '../domain/outbox';
import { openTestStore, testApp } from '../test/test-app';
import { makeAccount, origin, sessionFor, testPassword } from '../test/staff-kit';

/**
 * What a signed-in account does to itself (issue 39, points 1 and 4): changes its password after
 * giving the current one, lists its sessions and ends one; and refusals of a signed-in account are
 * audited (point 6).
 */
const { store, dispose } = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof testApp>>;
let userId = 0;
const email = 'efua@volta.test';
const newPassword = 'Velvet lagoon 42 harbour kite';

beforeAll(async () => {
  app = await testApp(store);
  userId = await makeAccount(store, email, 'hr');
});
afterAll(async () => {
  await app.close();
  await dispose();
});

type Session = Awaited<ReturnType<typeof sessionFor>>;
const post = (url: string, session: Session | undefined, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin, ...(session && { cookie: session.cookie, 'x-csrf-token': session.csrfToken }), ...headers },
    ...(payload && { payload }),
  });
const get = (url: string, session: Session) => app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
const signIn = (password: string) => post('/staff/api/session/sign-in', undefined, { email, password });
const lastRow = async () => (await auditSince(store.db)).at(-1)!;

describe("a signed-in account's own password and sessions", () => {
  it('refuses a change without the current password, a weak one and the same one, each with its field', async () => {
    const session = await sessionFor(store, userId);
    const wrong = await post('/staff/api/account/password', session, { currentPassword: 'not it at all', newPassword });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'currentPassword: The current password is wrong.' });
    expect(await lastRow()).toMatchObject({ actor: email, action: 'password.change-refused' });
    const weak = await post('/staff/api/account/password', session, { currentPassword: testPassword, newPassword: 'password1234' });
    expect(weak.json().detail).toMatch(/^newPassword: This password would be easy to guess/);
    const same = await post('/staff/api/account/password', session, { currentPassword: testPassword, newPassword: testPassword });
    expect(same.json().detail).toBe('newPassword: The new password is the one you have now: choose another.');
    expect((await signIn(testPassword)).statusCode).toBe(200);
  });

  it('changes it with the current one: the new one signs in, the old does not, every other session ends', async () => {
    const here = await sessionFor(store, userId);
    const elsewhere = await sessionFor(store, userId);
    const changed = await post('/staff/api/account/password', here, { currentPassword: testPassword, newPassword });
    expect(changed.statusCode).toBe(204);
    expect((await get('/staff/api/session', here)).json()).not.toBeNull();
    expect((await get('/staff/api/session', elsewhere)).json()).toBeNull();
    expect((await signIn(testPassword)).statusCode).toBe(401);
    expect((await signIn(newPassword)).statusCode).toBe(200);
    expect((await auditSince(store.db)).find((row) => row.action === 'password.change')).toMatchObject({ actor: email, target: email });
    // The owner is told, by the outbox, in the change's transaction.
    const mails = (await listOutbox(store.db)).filter((mail) => mail.kind === 'staff-notice' && mail.recipient === email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your staff password was changed (Volta Systems)']);
  });

  it('slows wrong current passwords as it slows wrong sign-ins', async () => {
    const session = await sessionFor(store, userId);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (await post('/staff/api/account/password', session, { currentPassword: 'a guess', newPassword: 'Another fine 42 harbour' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it("lists the account's own sessions, device and address, the one in use first, and ends another by its handle", async () => {
    const here = await sessionFor(store, userId);
    const phone = await sessionFor(store, userId);
    const other = await sessionFor(store, await makeAccount(store, 'kojo@volta.test', 'marketing'));
    const listed = (await get('/staff/api/account/sessions', here)).json<{
      items: { handle: string; current: boolean; device: string }[];
    }>();
    expect(listed.items[0]).toMatchObject({ current: true });
    expect(listed.items.filter((item) => item.current)).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(here.cookie.split('=')[1]!);
    const kojos = (await get('/staff/api/account/sessions', other)).json<{ items: { handle: string }[] }>().items;
    expect(listed.items.map((item) => item.handle)).not.toContain(kojos[0]!.handle);

    // Another account's session is not found by its handle.
    expect((await post('/staff/api/account/sessions/end', here, { handle: kojos[0]!.handle })).statusCode).toBe(404);
    expect((await get('/staff/api/session', other)).json()).not.toBeNull();

    const phoneHandle = (await get('/staff/api/account/sessions', phone)).json<{ items: { handle: string; current: boolean }[] }>()
      .items[0]!;
    expect(phoneHandle.current).toBe(true);
    expect((await post('/staff/api/account/sessions/end', here, { handle: phoneHandle.handle })).statusCode).toBe(204);
    expect((await get('/staff/api/session', phone)).json()).toBeNull();
    expect((await get('/staff/api/session', here)).json()).not.toBeNull();
    expect(await lastRow()).toMatchObject({ actor: email, action: 'session.end', details: { current: false } });
  });
});

describe('refusals of a signed-in account', () => {
  it('are audited with the call and why: a role, a missing CSRF token, another origin; an anonymous one is not', async () => {
    const session = await sessionFor(store, userId);
    const before = (await auditSince(store.db)).length;
    expect((await get('/staff/api/users', session)).statusCode).toBe(403);
    expect((await post('/staff/api/jobs/1/close', { ...session, csrfToken: 'forged' })).statusCode).toBe(403);
    expect((await post('/staff/api/session/sign-out', session, undefined, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('/staff/api/users', undefined, { email: 'x@volta.test', role: 'hr' })).statusCode).toBe(401);
    const rows = (await auditSince(store.db)).slice(before);
    expect(rows.map(({ actor, action, target, details }) => ({ actor, action, target, why: details.why, status: details.status }))).toEqual(
      [
        { actor: email, action: 'refused', target: 'listUsers', why: 'role', status: 403 },
        { actor: email, action: 'refused', target: 'closeJob', why: 'csrf', status: 403 },
        { actor: email, action: 'refused', target: 'signOut', why: 'origin', status: 403 },
      ],
    );
  });
});
