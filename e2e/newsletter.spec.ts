import type { Page } from '@playwright/test';
import { expect, test, suiteTime } from './fixtures';
import { expectGoneAfterFiveSeconds, watchStatusText } from './transient-status';

const emailField = (page: Page) => page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
const subscribeButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: /^Subscrib/ });

test.describe('footer newsletter form', () => {
  test.beforeEach(async ({ visit }) => {
    await visit('/about');
  });

  test('has the spec placeholder and button', async ({ page }) => {
    await expect(emailField(page)).toHaveAttribute('placeholder', 'Email Address here...');
    await expect(emailField(page)).toHaveAttribute('type', 'email');
    await expect(subscribeButton(page)).toHaveText('Subscribe');
  });

  for (const input of ['', '   ']) {
    test(`blocks ${input ? 'a whitespace-only' : 'an empty'} e-mail with a message and makes no call`, async ({ page, apiRequests }) => {
      await emailField(page).fill(input);
      await subscribeButton(page).click();
      const message = page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' });
      await expect(message).toBeVisible();
      await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField(page)).toHaveAccessibleDescription('Please enter a valid email address.');
      expect(apiRequests).toHaveLength(0);

      await emailField(page).pressSequentially('a');
      await expect(message).toBeHidden();
    });
  }

  test('subscribes: pending label, one call, green message, field cleared, message gone after 5 s', async ({ page, apiRequests }) => {
    await page.clock.install({ time: suiteTime() });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact/subscribe**', async (route) => {
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });

    await watchStatusText(page, 'Thank you for subscribing.');
    await emailField(page).fill('ama@example.com');
    await subscribeButton(page).click();
    await expect(subscribeButton(page)).toHaveText('Subscribing');
    await expect(subscribeButton(page)).toBeDisabled();
    await emailField(page).press('Enter');
    release();

    const message = page.getByRole('status').filter({ hasText: 'Thank you for subscribing.' });
    await expect(message).toBeVisible();
    await expect(emailField(page)).toHaveValue('');
    await expect(subscribeButton(page)).toHaveText('Subscribe');

    expect(apiRequests).toHaveLength(1);
    const request = apiRequests[0]!;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).pathname).toBe('/api/contact/subscribe');
    expect(new URL(request.url()).searchParams.get('type')).toBe('Newsletter');
    expect(request.postDataJSON()).toEqual({ subscriberEmail: 'ama@example.com' });
    expect(request.headers()['content-type']).toContain('application/json');

    await expectGoneAfterFiveSeconds(page, message);
  });

  test('a failure shows the red message, keeps the e-mail and does not retry', async ({ page, apiRequests, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 500/);
    await page.clock.install({ time: suiteTime() });
    await page.route('**/api/contact/subscribe**', (route) => route.fulfill({ status: 500, body: '' }));

    await emailField(page).fill('kofi@example.com');
    await subscribeButton(page).click();
    const message = page.getByRole('alert').filter({ hasText: 'Failed to send message. Try again.' });
    await expect(message).toBeVisible();
    await expect(emailField(page)).toHaveValue('kofi@example.com');
    expect(apiRequests).toHaveLength(1);

    await page.clock.fastForward(5100);
    await expect(message).toBeHidden();
    expect(apiRequests).toHaveLength(1);
  });

  test('a network failure shows the same failure message', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    await page.route('**/api/contact/subscribe**', (route) => route.abort('connectionrefused'));
    await emailField(page).fill('esi@example.com');
    await subscribeButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message. Try again.' })).toBeVisible();
    await expect(emailField(page)).toHaveValue('esi@example.com');
  });
});
