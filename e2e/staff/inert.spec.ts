import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { account, sendApplication, signIn, startStaffServer, type StaffServer } from './staff-kit';

/**
 * Script payloads stay text in the staff pages: in an article's Markdown (the live preview uses the
 * blog's sanitising renderer) and in an uploaded file's name (shown by React as text). No dialog opens,
 * no handler is injected, and the console stays clean (the fixture fails the test on any error,
 * a content security policy report included).
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
// Each page with the role that has it (an admin's sign-in would wait for the authenticator app's next code).
const hr = account('esi.hr@example.com', 'hr');
const marketing = account('kofi.marketing@example.com', 'marketing');
const fileName = '<img src=x onerror=alert(1)>cv.pdf';

test.beforeAll(async () => {
  // A server start, the command line once per account, and Argon2id hashing for each.
  test.setTimeout(120_000);
  server = await startStaffServer([hr, marketing]);
  await sendApplication(server, { firstName: 'Payload', email: 'payload@example.com' }, fileName);
});
test.afterAll(async () => server?.stop());

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
});

const injected = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))).length,
  );

test('a file name with a script payload is shown as text', async ({ page }) => {
  await signIn(page, server, hr);
  await page.goto(server.at('/staff/applications'));
  await page.getByRole('link', { name: 'Payload Mensah' }).click();
  await expect(page.getByRole('link', { name: /^Download the CV:/ })).toContainText(fileName);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await injected(page)).toBe(0);
});

test('Markdown with script payloads previews inert', async ({ page }) => {
  await signIn(page, server, marketing);
  await page.goto(server.at('/staff/articles/new'));
  await page
    .getByRole('textbox', { name: 'Introduction', exact: true })
    .fill('Hi <img src=x onerror=alert(1)> [link](javascript:alert(2))');
  await page
    .getByRole('textbox', { name: 'Body', exact: true })
    .fill(
      '<script>alert(3)</script>\n\n<iframe src="javascript:alert(4)"></iframe>\n\n[click](javascript:alert(5))\n\n<a href="#" onclick="alert(6)">x</a>',
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('click');
  await expect(preview.locator('script, iframe, img[src="x"], [href^="javascript"]')).toHaveCount(0);
  await preview.getByText('click').click();
  await preview.getByText('link').click();
  expect(await injected(page)).toBe(0);
});
