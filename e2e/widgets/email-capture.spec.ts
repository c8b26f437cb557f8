import type { Page } from '@playwright/test';
import { expect, test, suiteTime } from '../fixtures';
import { expectGoneAfterFiveSeconds, watchStatusText } from '../transient-status';

const banner = (page: Page) => page.getByRole('region', { name: 'Ready to Innovate Your Project?' });
const field = (page: Page) => banner(page).getByRole('textbox', { name: 'Email address' });

for (const path of ['/', '/about']) {
  test.describe(`email-capture banner on ${path}`, () => {
    test('has the spec heading, button and placeholder', async ({ page, visit }) => {
      await visit(path);
      await expect(banner(page).getByRole('heading', { name: 'Ready to Innovate Your Project?' })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Get Started' })).toBeVisible();
      await expect(field(page)).toHaveAttribute('placeholder', 'Help us with your email here!');
    });

    test('blocks an empty or blank e-mail with no call', async ({ page, apiRequests, visit }) => {
      await visit(path);
      await field(page).fill('   ');
      await banner(page).getByRole('button', { name: 'Get Started' }).click();
      await expect(banner(page).getByRole('alert')).toHaveText('Please enter a valid email address.');
      await expect(field(page)).toBeFocused();
      expect(apiRequests).toHaveLength(0);
      await field(page).pressSequentially('k');
      await expect(banner(page).getByRole('alert')).toHaveCount(0);
    });
  });
}

test.describe('email-capture banner calls', () => {
  test('success: Submitting while pending, contactACS call, green message, field emptied, gone after 5 s', async ({
    page,
    apiRequests,
    visit,
  }) => {
    await page.clock.install({ time: suiteTime() });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact/subscribe**', async (route) => {
      await gate;
      await route.fulfill({ json: {} });
    });
    await visit('/about');
    await watchStatusText(page, 'Email sent. The sales team will reach out to you soon.');
    await field(page).fill('afia@example.com');
    await banner(page).getByRole('button', { name: 'Get Started' }).click();
    const pending = banner(page).getByRole('button', { name: 'Submitting' });
    await expect(pending).toBeDisabled();
    release();
    const message = banner(page).getByRole('status');
    await expect(message).toHaveText('Email sent. The sales team will reach out to you soon.');
    await expect(field(page)).toHaveValue('');
    const request = apiRequests[0]!;
    expect(new URL(request.url()).searchParams.get('type')).toBe('contactACS');
    expect(request.postDataJSON()).toEqual({ subscriberEmail: 'afia@example.com' });
    expect(apiRequests).toHaveLength(1);
    await expectGoneAfterFiveSeconds(page, message);
  });

  test('failure: red message, e-mail kept, gone after 5 s', async ({ page, consoleWatch, visit }) => {
    consoleWatch.allow(/status of 500/);
    await page.clock.install({ time: suiteTime() });
    await page.route('**/api/contact/subscribe**', (route) => route.fulfill({ status: 500, body: '' }));
    await visit('/');
    await field(page).fill('kwesi@example.com');
    await banner(page).getByRole('button', { name: 'Get Started' }).click();
    await expect(banner(page).getByRole('alert')).toHaveText('Failed to send message. Try again.');
    await expect(field(page)).toHaveValue('kwesi@example.com');
    await page.clock.fastForward(5001);
    await expect(banner(page).getByRole('alert')).toHaveCount(0);
  });
});
