import { expect, test } from './fixtures';

test.describe('not-found page', () => {
  for (const path of ['/no-such-page', '/careers/1/extra', '/portfolio/ftx']) {
    test(`shows for ${path} loaded directly, with status 404`, async ({ page, visit }) => {
      expect((await visit(path))!.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page Error' })).toBeVisible();
      await expect(
        page.getByText("Oops! It seems like you've taken a wrong turn; the page doesn't exist or may have been moved."),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/^Page Not Found – /);
    });
  }

  // A record page of an id the store does not hold shows the message too, its code loaded only then.
  for (const path of ['/careers/4242', '/blog/4242']) {
    test(`shows for ${path}, a record the store does not hold, with status 404`, async ({ page, visit }) => {
      expect((await visit(path))!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Error' })).toBeVisible();
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('Go Home leads to /', async ({ page, visit }) => {
    await visit('/no-such-page');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('Company Profile leads to /about', async ({ page, visit }) => {
    await visit('/no-such-page');
    await page.getByRole('link', { name: 'Company Profile' }).click();
    await expect(page).toHaveURL('/about');
  });

  test('is shown by the router for an unknown path reached in the app', async ({ page, visit }) => {
    await visit('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/gone-away');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page Error' })).toBeVisible();
  });
});
