import { expect, test } from '../fixtures';
import { addVirtualAuthenticator, staffPassword, startStaffServer, type StaffServer } from './staff-kit';

/**
 * A passkey, end to end, with Chromium's virtual authenticator (CDP WebAuthn): added after the
 * password at set-up, then used to sign in without the password.
 */
test.use({ realApi: true });

let server: StaffServer;
test.beforeAll(async () => {
  // A server start, the command line once per account, and Argon2id hashing for each.
  test.setTimeout(120_000);
  server = await startStaffServer([], [{ email: 'passkey.user@example.com', role: 'marketing' }]);
});
test.afterAll(async () => server?.stop());

test('a colleague adds a passkey at set-up and signs in with it', async ({ page }) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  // WebAuthn takes a domain, never an IP address, as its relying party: the page is opened at localhost.
  await page.goto(server.at(server.links['passkey.user@example.com']!).replace('//127.0.0.1:', '//localhost:'));
  await page.getByLabel(/^New password\s*\*?$/).fill(staffPassword);
  await page.getByLabel(/^New password again/).fill(staffPassword);
  await page.getByRole('button', { name: 'Save the password' }).press('Enter');
  await page.getByRole('button', { name: 'Add a passkey' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The passkey was added.' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.getByRole('link', { name: 'Go to the staff area' }).press('Enter');
  // A new page load: Sign out is pressed on the staff area's page, not on the set-up page it replaces.
  await expect(page).toHaveURL(/\/staff\/articles/);
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in with a passkey' }).press('Enter');
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
  await expect(page.getByText('Signed in as passkey.user@example.com (marketing)')).toBeVisible();
  const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
});
