import { expect, test } from './fixtures';

const configUrl = '**/frontend-config.json*';

test.describe('runtime config', () => {
  test('is fetched once per load, at start, with a cache-busting timestamp', async ({ page, visit }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('frontend-config.json')) requests.push(request.url());
    });
    await visit('/about', { waitUntil: 'networkidle' });
    await expect(page).toHaveTitle('About Us – Volta Systems');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveTitle('Blog – Volta Systems');
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).searchParams.get('t')).toMatch(/^\d{13}$/);
  });

  test('appName sets the title of every page', async ({ page, visit }) => {
    await page.route(configUrl, (route) => route.fulfill({ json: { appName: 'Acme Digital' } }));
    await visit('/about');
    await expect(page).toHaveTitle('About Us – Acme Digital');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveTitle('Blog – Acme Digital');
  });

  test('apiBaseUrl sets the base of every call', async ({ page, apiRequests, visit }) => {
    await page.route(configUrl, (route) => route.fulfill({ json: { appName: 'Acme', apiBaseUrl: '/gateway/' } }));
    await visit('/');
    await expect(page).toHaveTitle('Home – Acme');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill('yaa@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing.');
    expect(new URL(apiRequests[0]!.url()).pathname).toBe('/gateway/api/contact/subscribe');
  });

  test('a missing file falls back to the defaults', async ({ page, apiRequests, consoleWatch, visit }) => {
    // The browser itself reports the 404 of the file; the app logs nothing.
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.route(configUrl, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await visit('/contact-us');
    await expect(page).toHaveTitle('Contact Us – Volta Systems');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill('yaw@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing.');
    expect(new URL(apiRequests[0]!.url()).pathname).toBe('/api/contact/subscribe');
  });

  for (const [name, body] of [
    ['malformed', '{ "appName": '],
    ['of the wrong shape', '["not", "an", "object"]'],
  ] as const) {
    test(`a ${name} file falls back to the defaults with no console error`, async ({ page, visit }) => {
      await page.route(configUrl, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
      await visit('/gallery');
      await expect(page).toHaveTitle('Gallery – Volta Systems');
    });
  }
});
