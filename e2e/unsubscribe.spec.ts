import { expect, test, suiteTime } from './fixtures';

test.describe('unsubscribe', () => {
  test('shows the apology, the thank-you text and the illustration', async ({ page, visit }) => {
    await visit('/unsubscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're sorry to see you go");
    await expect(page.getByText(/^Thank you for reading the Volta Systems newsletter/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'A sad envelope' })).toHaveAttribute('src', /sad-mail/);
  });

  test('with ?email= it unsubscribes that address: pending, the request body, success for 5 s', async ({ page, apiRequests, visit }) => {
    await page.clock.install({ time: suiteTime() });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact/unsubscribe', async (route) => {
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await visit('/unsubscribe?email=ama%40example.com');
    await expect(page.getByText('We will unsubscribe this address: ama@example.com')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(1); // only the footer's newsletter field

    const button = page.getByRole('button', { name: /^Unsubscrib/ });
    await button.click();
    await expect(button).toHaveText('Unsubscribing...');
    await expect(button).toBeDisabled();
    release();

    const message = page.getByRole('status').filter({ hasText: 'You have been unsubscribed.' });
    await expect(message).toBeVisible();
    await expect(button).toHaveText('Unsubscribe');
    expect(apiRequests).toHaveLength(1);
    expect(apiRequests[0]!.method()).toBe('POST');
    expect(new URL(apiRequests[0]!.url()).pathname).toBe('/api/contact/unsubscribe');
    expect(apiRequests[0]!.postDataJSON()).toEqual({ subscriberEmail: 'ama@example.com' });

    await page.clock.fastForward(5100);
    await expect(message).toBeHidden();
  });

  test('without ?email= it asks for the address and validates it before any call', async ({ page, apiRequests, visit }) => {
    await visit('/unsubscribe');
    const field = page.getByRole('textbox', { name: 'Email address', exact: true }).and(page.locator('main input'));
    const button = page.getByRole('button', { name: 'Unsubscribe' });

    for (const value of ['', 'not-an-address']) {
      await field.fill(value);
      await button.click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
      await expect(field).toBeFocused();
    }
    expect(apiRequests).toHaveLength(0);

    await field.fill(' kofi@example.com ');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'You have been unsubscribed.' })).toBeVisible();
    expect(apiRequests.map((request) => request.postDataJSON())).toEqual([{ subscriberEmail: 'kofi@example.com' }]);
  });

  test('an invalid ?email= is put in the field to be corrected', async ({ page, visit }) => {
    await visit('/unsubscribe?email=ama-at-example');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email address' })).toHaveValue('ama-at-example');
  });

  test('a failure shows the red message and keeps the address', async ({ page, consoleWatch, visit }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 500/);
    await page.route('**/api/contact/unsubscribe', (route) => route.fulfill({ status: 500, body: '' }));
    await visit('/unsubscribe');
    const field = page.getByRole('main').getByRole('textbox', { name: 'Email address' });
    await field.fill('esi@example.com');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to unsubscribe. Try again.');
    await expect(field).toHaveValue('esi@example.com');
  });

  test('Cancel returns home', async ({ page, apiRequests, visit }) => {
    await visit('/unsubscribe?email=ama%40example.com');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(apiRequests.filter((request) => request.url().includes('unsubscribe'))).toHaveLength(0);
  });
});
