import type { Page } from '@playwright/test';
import { viewportAt } from './breakpoints';
import { sampleJobs, stubJobs } from './careers-helpers';
import { expect, test } from './fixtures';
import { hydratedSelector } from './hydration';

/**
 * The page is shown before its code runs (docs/decisions/018-first-paint-from-html.md), so a visitor
 * can act on it first. Here the site's scripts are held back until the test lets them through:
 * - what was typed stays in the fields, and is what the forms send once they work;
 * - a button pressed too early, by pointer or by key, is pressed when it can act (it takes no pointer
 *   events until then; a key press is held by the boot script), and a form is never sent by the
 *   browser itself (its submit button is disabled until then): Enter in its field sends it by the
 *   app once the app has started.
 */
test.use({ realApi: true });

/** Holds every request for the site's JavaScript until the returned function is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const goto = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

test('text typed into the forms before the app starts is kept and sent', async ({ page, apiRequests }) => {
  const release = await holdScripts(page);
  await goto(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: /Full name/ }).fill('Ama Mensah');
  await form.getByRole('textbox', { name: /Email/ }).fill('ama.mensah@example.com');
  await form.getByRole('textbox', { name: /Company/ }).fill('Akwaaba Bank');
  await form.getByRole('textbox', { name: /Message/ }).fill('We would like a USSD service for our customers.');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('yaa@example.com');
  release();

  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully.' })).toBeVisible();
  const sent = apiRequests.map((request) => ({ path: new URL(request.url()).pathname, body: request.postDataJSON() }));
  expect(sent).toEqual([
    { path: '/api/contact/subscribe', body: { subscriberEmail: 'yaa@example.com' } },
    {
      path: '/api/contact/contact-us',
      body: {
        fullName: 'Ama Mensah',
        email: 'ama.mensah@example.com',
        company: 'Akwaaba Bank',
        messageBody: 'We would like a USSD service for our customers.',
      },
    },
  ]);
});

test('the general application keeps what was typed before its code arrived, and sends it', async ({ page }) => {
  let sent: FormData | null = null;
  await page.route('**/api/job-vacancy/apply', async (route) => {
    const request = route.request();
    sent = await new Request('http://stub/', {
      method: 'POST',
      headers: { 'content-type': request.headers()['content-type']! },
      body: new Uint8Array(request.postDataBuffer()!),
    }).formData();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ id: 3, message: 'Application received.', reference: 'VS-2026-0003' }),
    });
  });
  const release = await holdScripts(page);
  await goto(page, '/careers/general-application');
  const form = page.getByRole('form', { name: 'Your application' });
  await form.getByLabel(/^First name/).fill('Efua');
  await form.getByLabel(/^Last name/).fill('Owusu');
  await form.getByLabel(/^Email address/).fill('efua.owusu@example.com');
  await form.getByLabel('Location').fill('Kumasi');
  release();
  // The form's code has arrived (its island hydrated): a file is chosen through it.
  await page.locator(hydratedSelector).waitFor({ state: 'attached' });
  await page
    .locator('input[type="file"]')
    .and(page.getByLabel(/^Resume/))
    .setInputFiles({ name: 'Efua CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% typed early\n') });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('region', { name: 'Application received' })).toBeFocused();
  const fields = Object.fromEntries([...sent!.entries()].filter(([, value]) => typeof value === 'string'));
  expect(fields).toMatchObject({
    JobTitle: '',
    JobCategory: '',
    FirstName: 'Efua',
    LastName: 'Owusu',
    EmailAddress: 'efua.owusu@example.com',
    Location: 'Kumasi',
  });
});

test('a search typed before the app starts filters the list once it does', async ({ page }) => {
  await stubJobs(page, sampleJobs);
  const release = await holdScripts(page);
  await goto(page, '/careers');
  await page.getByRole('searchbox', { name: 'Search open positions' }).fill('DOCKER');
  release();
  await expect(page.locator('#open_roles').getByRole('article').getByRole('link')).toHaveText(['Backend Engineer']);
  await expect(page).toHaveURL(/\?q=DOCKER$/);
});

test('a button pressed before the app starts acts once it has', async ({ page }) => {
  await page.setViewportSize(viewportAt('xs'));
  const release = await holdScripts(page);
  await goto(page, '/about');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const press = menu.click();
  // The press waits: the button takes no pointer events while the page is not yet interactive.
  await page.waitForTimeout(300);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  release();
  await press;
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

test('Enter in a field before the app starts sends its form once, by the app, when it can', async ({ page, apiRequests }) => {
  const release = await holdScripts(page);
  await goto(page, '/gallery');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  const field = footer.getByRole('textbox', { name: 'Email address' });
  await field.fill('kofi@example.com');
  await field.press('Enter');
  // Never sent by the browser itself (a page load with the address in the query).
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await expect(field).toHaveValue('kofi@example.com');
  expect(apiRequests).toEqual([]);
  release();
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing.');
  expect(apiRequests.map((request) => request.postDataJSON())).toEqual([{ subscriberEmail: 'kofi@example.com' }]);
});

test('Enter on a button before the app starts acts once it has, as a keyboard user meant', async ({ page }) => {
  await page.setViewportSize(viewportAt('xs'));
  const release = await holdScripts(page);
  await goto(page, '/about');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' })).toBeVisible();
  // Pressed once: the menu stays open (a second press would have closed it again).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

test('Space on a button before the app starts acts once it has, and its release does not act again', async ({ page }) => {
  await page.setViewportSize(viewportAt('xs'));
  const release = await holdScripts(page);
  await goto(page, '/contact-us');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.down('Space');
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.up('Space');
  await page.waitForTimeout(300);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});
