import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationFiles } from '../store/schema';
import { openTestStore, testApp } from '../test/test-app';
import { addUser } from '../domain/staff-accounts';
import { plainCookieName } from './guards';
import { makeAccount, makeApplication, origin, sessionFor, testPassword } from '../test/staff-kit';
import { suiteStart } from '../test/suite-clock';

/** The guards one by one, each with the request it stops (PGlite; the matrix runs on both stores). */
// The store's clock is the test's: it moves it past an idle session, a lock and a link's 24 hours.
let clock = new Date(suiteStart);
const opened = (await openTestStore('pglite', { clock: () => clock }))!;
const { store, dispose } = opened;
let app: Awaited<ReturnType<typeof testApp>>;
let hrId = 0;

beforeAll(async () => {
  app = await testApp(store);
  hrId = await makeAccount(store, 'hr@volta.test', 'hr', clock);
  await makeAccount(store, 'mk@volta.test', 'marketing', clock);
});
afterAll(async () => {
  await app.close();
  await dispose();
});

const cookieOf = (answer: { cookies: { name: string; value: string }[] }) => {
  const cookie = answer.cookies.find((entry) => entry.name === plainCookieName);
  return cookie && `${plainCookieName}=${cookie.value}`;
};
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/staff/api/session/sign-in', headers: { origin, ...headers }, payload: { email, password } });
/** 200 when the cookie's session is live, 401 when not (GET /staff/api/session answers null then). */
const me = async (cookie: string) => {
  const answer = await app.inject({ method: 'GET', url: '/staff/api/session', headers: { cookie } });
  return { statusCode: answer.statusCode === 200 && JSON.parse(answer.body) !== null ? 200 : 401 };
};

describe('the staff guards', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie on path / (plain http: without the __Host- prefix)', async () => {
    const answer = await signIn('hr@volta.test', testPassword);
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((entry) => entry.name === plainCookieName)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('sets a __Host- cookie, Secure, when the request came over https through a trusted proxy, and reads only that one', async () => {
    const behindTls = await testApp(store, { trustProxy: 1 });
    try {
      const https = { origin: 'https://staff.volta.test', host: 'staff.volta.test', 'x-forwarded-proto': 'https' };
      const answer = await behindTls.inject({
        method: 'POST',
        url: '/staff/api/session/sign-in',
        headers: https,
        payload: { email: 'hr@volta.test', password: testPassword },
      });
      expect(answer.statusCode).toBe(200);
      const cookie = answer.cookies.find((entry) => entry.name === '__Host-volta-staff')!;
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
      expect(cookie.domain).toBeUndefined();
      const session = (headers: Record<string, string>) => behindTls.inject({ method: 'GET', url: '/staff/api/session', headers });
      expect(JSON.parse((await session({ ...https, cookie: `__Host-volta-staff=${cookie.value}` })).body)).not.toBeNull();
      // The same id under the plain-http name, over https, is not read.
      expect(JSON.parse((await session({ ...https, cookie: `${plainCookieName}=${cookie.value}` })).body)).toBeNull();
    } finally {
      await behindTls.close();
    }
  });

  it('refuses a change without the CSRF token, with a wrong one, and from another origin', async () => {
    const session = await sessionFor(store, hrId, clock);
    const close = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/staff/api/jobs/1/close', headers });
    expect((await close({ origin, cookie: session.cookie })).statusCode).toBe(403);
    expect((await close({ origin, cookie: session.cookie, 'x-csrf-token': 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await close({ origin: 'https://evil.example', cookie: session.cookie, 'x-csrf-token': session.csrfToken })).statusCode).toBe(
      403,
    );
    expect((await close({ cookie: session.cookie, 'x-csrf-token': session.csrfToken })).statusCode).toBe(403);
    expect((await close({ origin, cookie: session.cookie, 'x-csrf-token': session.csrfToken })).statusCode).toBe(200);
  });

  it('gives a new session id at sign-in: an id planted before is useless after', async () => {
    const planted = `${plainCookieName}=planted-by-an-attacker`;
    const answer = await signIn('hr@volta.test', testPassword, { cookie: planted });
    expect(cookieOf(answer)).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
    // And a live session from before sign-in ends: only the new one works.
    const before = cookieOf(await signIn('hr@volta.test', testPassword))!;
    const after = cookieOf(await signIn('hr@volta.test', testPassword, { cookie: before }))!;
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });

  it('ends a stolen cookie at sign-out everywhere', async () => {
    const stolen = cookieOf(await signIn('hr@volta.test', testPassword))!;
    const mine = await sessionFor(store, hrId, clock);
    expect((await me(stolen)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/staff/api/session/sign-out-everywhere',
      headers: { origin, cookie: mine.cookie, 'x-csrf-token': mine.csrfToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(stolen)).statusCode).toBe(401);
    expect((await me(mine.cookie)).statusCode).toBe(401);
  });

  it('ends a session after 30 minutes idle, and not before (issue 39, point 4)', async () => {
    const session = await sessionFor(store, hrId, clock);
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect((await me(session.cookie)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 30 * 60_000 + 1000);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const session = await sessionFor(store, hrId, clock);
    const signedInAt = clock.getTime();
    // A call every 20 minutes: never idle for 30.
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock = new Date(signedInAt + minutes * 60_000);
      expect((await me(session.cookie)).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    clock = new Date(signedInAt + 12 * 3_600_000 + 1000);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('takes a set-up link once, and not after 24 hours', async () => {
    const link = await addUser(store.db, 'new@volta.test', 'hr', { name: 'cli:test', address: null, at: clock }, origin, {
      showLink: true,
    });
    const token = link.setUpLink!.split('#token=')[1]!;
    const setUp = (password: string) =>
      app.inject({ method: 'POST', url: '/staff/api/account/set-up', headers: { origin }, payload: { token, password } });
    expect(JSON.parse((await setUp('1qaz2wsx3edc')).body).detail).toMatch(/common passwords/);
    expect(JSON.parse((await setUp('new-volta-secret-99')).body).detail).toMatch(/e-mail/);
    expect((await setUp('a quiet harbour at dawn')).statusCode).toBe(200);
    expect((await setUp('a quiet harbour at dawn')).statusCode).toBe(400);
    const late = await addUser(store.db, 'late@volta.test', 'hr', { name: 'cli:test', address: null, at: clock }, origin, {
      showLink: true,
    });
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    const lateToken = late.setUpLink!.split('#token=')[1]!;
    const answer = await app.inject({
      method: 'POST',
      url: '/staff/api/account/set-up/check',
      headers: { origin },
      payload: { token: lateToken },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('answers 404 for a file of an application the role may not see, and serves it as an attachment to hr', async () => {
    const application = await makeApplication(store, null, 'Esi');
    const marketing = cookieOf(await signIn('mk@volta.test', testPassword))!;
    const hr = await sessionFor(store, hrId, clock);
    const url = `/staff/api/application-files/${application.fileId}`;
    expect((await app.inject({ method: 'GET', url, headers: { cookie: marketing } })).statusCode).toBe(404);
    const file = await app.inject({ method: 'GET', url, headers: { cookie: hr.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="_script_alert\(1\)_\/script_\.pdf"|^attachment;/);
    expect(file.headers['content-disposition']).not.toContain('<script>');
    expect(file.headers['cache-control']).toBe('no-store');
  });

  it('hands a file out under a name ending in the kind its bytes are: a PDF sent as cv.html is cv.pdf', async () => {
    const application = await makeApplication(store, null, 'Adwoa');
    await store.db.update(applicationFiles).set({ fileName: 'cv.html' }).where(eq(applicationFiles.id, application.fileId));
    const hr = await sessionFor(store, hrId, clock);
    const file = await app.inject({
      method: 'GET',
      url: `/staff/api/application-files/${application.fileId}`,
      headers: { cookie: hr.cookie },
    });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('serves the staff shell with noindex and no-store, and unknown staff calls with a 404 problem', async () => {
    const page = await app.inject({ method: 'GET', url: '/staff/applications/3' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.body).toContain('noindex');
    const unknown = await app.inject({ method: 'GET', url: '/staff/api/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
