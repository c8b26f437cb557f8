import { expect, test } from '../fixtures';
import { account, signIn, startStaffServer, type StaffServer } from './staff-kit';

/**
 * The signed-in account's own page (issue 39, points 1 and 4), through the real server and store:
 * the password changed after giving the current one, the account's sessions listed and one ended.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
const efua = account('efua.account@example.com', 'hr');
const newPassword = 'Mango drizzle 81 lantern quay';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStaffServer([efua]);
});
test.afterAll(async () => server?.stop());

test('lists the sessions of the account and ends another one', async ({ page, browser }) => {
  const elsewhere = await browser.newContext();
  const phone = await elsewhere.newPage();
  await signIn(phone, server, efua);
  await signIn(page, server, efua);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const sessions = page.getByRole('table', { name: 'Where you are signed in' });
  // Here, the other browser, and the set-up link's own sign-in: the one in use first.
  const rows = sessions.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('This session');
  await expect(rows.nth(1).getByRole('button')).toHaveCount(0);
  await expect(sessions).toContainText('127.0.0.1');
  for (const left of [3, 2]) {
    await sessions.getByRole('button', { name: 'End this session' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'The session has ended.' })).toBeVisible();
    await expect(rows).toHaveCount(left);
  }
  // The other browser is signed out at its next page.
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await elsewhere.close();
});

test('changes the password after the current one: a wrong one and a weak one are told at their field', async ({ page, consoleWatch }) => {
  // The server's refusals are 400s, which the browser reports as it loads them.
  consoleWatch.allow(/status of 400/);
  await signIn(page, server, efua);
  await page.goto(server.at('/staff/account'));
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel(/^Current password/).fill('not my password at all');
  await form.getByLabel(/^New password\s*\*?$/).fill(newPassword);
  await form.getByLabel(/^New password again/).fill(newPassword);
  await form.getByRole('button', { name: 'Change the password' }).click();
  const current = form.getByLabel(/^Current password/);
  await expect(current).toHaveAccessibleDescription('The current password is wrong.');
  await expect(current).toBeFocused();

  await current.fill(efua.password);
  await form.getByLabel(/^New password\s*\*?$/).fill('password1234');
  await form.getByLabel(/^New password again/).fill('password1234');
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(form.getByLabel(/^New password\s*\*?$/)).toHaveAccessibleDescription(/^This password would be easy to guess/);

  await form.getByLabel(/^New password\s*\*?$/).fill(newPassword);
  await form.getByLabel(/^New password again/).fill(newPassword);
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed. Your other sessions have ended.' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, server, { ...efua, password: newPassword });
});
