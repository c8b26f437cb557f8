import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../store/schema';
import { makeAccount, sessionFor } from '../test/staff-kit';
import { openTestStore, testApp } from '../test/test-app';

/**
 * The set-up link of an account an admin adds in the staff area goes to the account's own address
 * by e-mail, never in the admin's answer (issue 39, point 5), and opens where the team works:
 * PUBLIC_ORIGIN, else the admin's own address.
 */
const { store, dispose } = (await openTestStore('pglite'))!;
afterAll(dispose);

async function addAccount(app: Awaited<ReturnType<typeof testApp>>, adminEmail: string, email: string, origin: string) {
  const session = await sessionFor(store, await makeAccount(store, adminEmail, 'admin'));
  const answer = await app.inject({
    method: 'POST',
    url: '/staff/api/users',
    headers: { host: new URL(origin).host, origin, cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    payload: { email, role: 'hr' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toMatchObject({ email, mailedTo: email });
  expect(answer.body).not.toContain('#token=');
  const [mail] = await store.db.select().from(outbox).where(eq(outbox.recipient, email));
  expect(mail).toMatchObject({ kind: 'staff-set-up-link', status: 'pending' });
  return /^(\S+#token=\S+)$/m.exec(mail!.body)![1]!;
}

describe('the set-up links of the staff area', () => {
  it("name the address the admin used when PUBLIC_ORIGIN is unset (not the build's example address)", async () => {
    const app = await testApp(store);
    const link = await addAccount(app, 'admin.one@volta.test', 'new.one@volta.test', 'http://192.168.1.20:4173');
    expect(link).toMatch(/^http:\/\/192\.168\.1\.20:4173\/staff\/set-up#token=[\w-]{43}$/);
    await app.close();
  });

  it('name PUBLIC_ORIGIN when it is set, whichever address the admin used', async () => {
    const app = await testApp(store, { publicOrigin: 'https://www.voltasystems.com.gh' });
    const link = await addAccount(app, 'admin.two@volta.test', 'new.two@volta.test', 'https://www.voltasystems.com.gh');
    expect(link).toMatch(/^https:\/\/www\.voltasystems\.com\.gh\/staff\/set-up#token=[\w-]{43}$/);
    await app.close();
  });
});
