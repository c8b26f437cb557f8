import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expect, test } from '../fixtures';
import { account, addVirtualAuthenticator, authenticatorCode, staffPassword, startStaffServer, type StaffServer } from './staff-kit';

/**
 * The second factor and proving it is you again (issue 39, points 2 and 4), through the real server
 * and store: an admin sets up an authenticator app (its codes computed here, as the phone would) and
 * signs in with a code and with a recovery code; a colleague adds, renames and removes a passkey
 * (Chromium's virtual authenticator), confirming it is them first when the server asks.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
const efua = account('efua.factors@example.com', 'hr');
const kwame = 'kwame.admin@example.com';
/** The authenticator app the first test turns on for kwame, and the server's clock it learnt (the tests run in order). */
const kwameApp = { secret: '', clockOffsetMs: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStaffServer([efua], [{ email: kwame, role: 'admin' }]);
});
test.afterAll(async () => server?.stop());

/** The server's clock less this process's, from the session's answer (confirmed until 10 minutes after the sign-in). */
async function serverClockOffset(page: Page) {
  const session = (await (await page.request.get(server.at('/staff/api/session'))).json()) as { confirmedUntil: string };

  return Date.parse(session.confirmedUntil) - 10 * 60_000 - Date.now();
}

async function signInWithPassword(page: Page, email: string, at = server.at('/staff/sign-in')) {
  await page.goto(at);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByLabel(/^Password/).fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
}

test('an admin sets up an authenticator app, then signs in with its code and with a recovery code', async ({ page, consoleWatch }) => {
  test.setTimeout(150_000);
  // The admin's pages answer 403 until the second factor; a wrong code is a 400; a call the open page
  // makes just after the test clears its cookies (to sign in again) is a 401.
  consoleWatch.allow(/status of (403|400|401)/);
  await page.goto(server.at(server.links[kwame]!));
  await page.getByLabel(/^New password\s*\*?$/).fill(staffPassword);
  await page.getByLabel(/^New password again/).fill(staffPassword);
  await page.getByRole('button', { name: 'Save the password' }).press('Enter');
  await expect(page.getByText(/As an administrator, you need a second factor/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the staff area' }).press('Enter');

  await page.goto(server.at('/staff/users'));
  await expect(
    page.getByText('Administrator pages need a second factor. Add a passkey or an authenticator app, then sign in with it.'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff accounts' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Set up a second factor' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  const app = page.getByRole('region', { name: 'Authenticator app' });
  await expect(app).toContainText('Off.');
  await app.getByRole('button', { name: 'Set up an authenticator app' }).press('Enter');
  await expect(app.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
  const secret = (await app.locator('code').first().textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const offset = await serverClockOffset(page);
  Object.assign(kwameApp, { secret, clockOffsetMs: offset });
  const form = app.getByRole('form', { name: 'Turn on the authenticator app' });
  await form.getByLabel(/^Code from the app/).fill('000000' === (await authenticatorCode('probe', secret, offset)) ? '111111' : '000000');
  await form.getByRole('button', { name: 'Turn on' }).press('Enter');
  await expect(form.getByLabel(/^Code from the app/)).toHaveAccessibleDescription(/That code is wrong or was used already/);
  await form.getByLabel(/^Code from the app/).fill(await authenticatorCode(`${server.url} ${kwame}`, secret, offset));
  await form.getByRole('button', { name: 'Turn on' }).press('Enter');
  const codes = app.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!;
  await expect(app).toContainText('On. You have 10 recovery codes left.');
  await expectNoAxeViolations(page);

  // The admin's pages open now, in this session (the code just proved the factor).
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Users' }).press('Enter');
  await expect(page.getByRole('table', { name: 'Staff accounts' })).toBeVisible();

  // Signing in again: the password, then the code.
  await page.context().clearCookies();
  await signInWithPassword(page, kwame);
  await expect(page.getByRole('heading', { level: 2, name: 'Your second factor' })).toBeVisible();
  await expectNoAxeViolations(page);
  const code = page.getByRole('textbox', { name: /^Code/ });
  await code.fill(
    await authenticatorCode(`${server.url} ${kwame}`, secret, offset, (ms) => test.info().setTimeout(test.info().timeout + ms)),
  );
  await code.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
  await page.goto(server.at('/staff/users'));
  await expect(page.getByRole('table', { name: 'Staff accounts' })).toBeVisible();

  // And with a recovery code, once.
  await page.context().clearCookies();
  await signInWithPassword(page, kwame);
  await page.getByRole('textbox', { name: /^Code/ }).fill(recoveryCode);
  await page.getByRole('textbox', { name: /^Code/ }).press('Enter');
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
  await page.goto(server.at('/staff/account'));
  await expect(page.getByRole('region', { name: 'Authenticator app' })).toContainText('On. You have 9 recovery codes left.');
});

test('a colleague confirms it is them, then adds, renames and removes a passkey', async ({ page, consoleWatch }) => {
  // The first tries are answered "confirm it is you" (stubbed: the sign-in is fresh), as after 10 minutes.
  consoleWatch.allow(/status of 403/);
  await addVirtualAuthenticator(page);
  // WebAuthn takes a domain, never an IP address, as its relying party: the pages are opened at localhost.
  const local = (path: string) => server.at(path).replace('//127.0.0.1:', '//localhost:');
  await signInWithPassword(page, efua.email, local('/staff/sign-in'));
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
  await page.goto(local('/staff/account'));
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys).toContainText('You have no passkey yet.');

  let refusals = 2;
  await page.route('**/staff/api/passkeys/registration-options', async (route) => {
    if (refusals-- <= 0) return route.fallback();
    await route.fulfill({
      status: 403,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
        title: 'Forbidden',
        status: 403,
        detail: 'Confirm it is you: enter your password again (or use your passkey) to continue.',
      }),
    });
  });

  const add = passkeys.getByRole('form', { name: 'Add a passkey' });
  await add.getByLabel(/^Name of the new passkey/).fill('Work laptop');
  await add.getByRole('button', { name: 'Add a passkey' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(passkeys.getByRole('alert').filter({ hasText: 'You did not confirm it was you, so nothing was changed.' })).toBeVisible();

  await add.getByRole('button', { name: 'Add a passkey' }).press('Enter');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^Password/).fill(staffPassword);
  await dialog.getByRole('button', { name: 'Confirm' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(passkeys.getByRole('status').filter({ hasText: 'The passkey is added.' })).toBeVisible();
  const list = passkeys.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Work laptop');

  await list.getByRole('button', { name: 'Rename', exact: true }).press('Enter');
  const rename = passkeys.getByRole('form', { name: 'Rename: Work laptop' });
  await rename.getByLabel(/^Name/).fill('Old laptop');
  await rename.getByRole('button', { name: 'Save the name' }).press('Enter');
  await expect(list).toContainText('Old laptop');

  await list.getByRole('button', { name: 'Remove', exact: true }).press('Enter');
  await expect(
    passkeys.getByRole('status').filter({ hasText: 'The passkey “Old laptop” is removed: it no longer signs you in.' }),
  ).toBeVisible();
  await expect(passkeys).toContainText('You have no passkey yet.');
});

test("an admin's passkey opens the admin pages: offered after the password, and signing in alone", async ({ page }) => {
  test.setTimeout(120_000);
  await addVirtualAuthenticator(page);
  const local = (path: string) => server.at(path).replace('//127.0.0.1:', '//localhost:');
  // The admin of the first test, with the authenticator app: the password, then a code.
  await signInWithPassword(page, kwame, local('/staff/sign-in'));
  const code = await authenticatorCode(`${server.url} ${kwame}`, kwameApp.secret, kwameApp.clockOffsetMs, (ms) =>
    test.info().setTimeout(test.info().timeout + ms),
  );
  await page.getByRole('textbox', { name: /^Code/ }).fill(code);
  await page.getByRole('textbox', { name: /^Code/ }).press('Enter');
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
  await page.goto(local('/staff/account'));
  const add = page.getByRole('form', { name: 'Add a passkey' });
  await add.getByLabel(/^Name of the new passkey/).fill('Office key');
  await add.getByRole('button', { name: 'Add a passkey' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The passkey is added.' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).press('Enter');
  // Signed out (the sign-out's own page load done) before the next sign-in's page is opened.
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();

  // The password step now offers the passkey beside the code.
  await signInWithPassword(page, kwame, local('/staff/sign-in'));
  await page.getByRole('button', { name: 'Use your passkey' }).press('Enter');
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
  await page.goto(local('/staff/users'));
  await expect(page.getByRole('table', { name: 'Staff accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).press('Enter');
  // Signed out (the sign-out's own page load done) before the next sign-in's page is opened.
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();

  // And the passkey alone.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).press('Enter');
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
  await page.goto(local('/staff/audit'));
  await expect(page.getByRole('table', { name: 'Every change, newest first' })).toContainText('passkey.add');
});
