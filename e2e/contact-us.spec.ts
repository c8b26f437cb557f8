import type { Page } from '@playwright/test';
import { company } from '../src/content/company';
import { viewportAt } from './breakpoints';
import { expect, settle, test, suiteTime } from './fixtures';
import { stateShot } from './state-shot';
import { expectNoAxeViolations } from './axe';
import { expectGoneAfterFiveSeconds, watchStatusText } from './transient-status';

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const field = (page: Page, name: 'Full name' | 'Email' | 'Company' | 'Message') => form(page).getByRole('textbox', { name, exact: true });
const submit = (page: Page) => form(page).getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

const message = { fullName: 'Ama Mensah', email: 'ama@example.com', company: 'Acme Ltd', messageBody: 'We need a USSD app.' };
/** The server's answer past the spec (issue 40, point 4): the reference the sender is told, and that a mail confirms it. */
const receipt = { message: 'Message received.', reference: 'VS-2026-0042', confirmationMailed: true };

async function fillAll(page: Page) {
  await field(page, 'Full name').fill(message.fullName);
  await field(page, 'Email').fill(message.email);
  await field(page, 'Company').fill(message.company);
  await field(page, 'Message').fill(message.messageBody);
}

async function expectAllKept(page: Page) {
  await expect(field(page, 'Full name')).toHaveValue(message.fullName);
  await expect(field(page, 'Email')).toHaveValue(message.email);
  await expect(field(page, 'Company')).toHaveValue(message.company);
  await expect(field(page, 'Message')).toHaveValue(message.messageBody);
}

test.describe('contact us form', () => {
  test.beforeEach(async ({ visit }) => {
    await visit('/contact-us');
  });

  test('heading and the four labelled fields', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch today');
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(submit(page)).toHaveText('Send Message');
  });

  test('nothing is checked before submit; submit shows every spec message, focuses the first field and makes no call', async ({
    page,
    apiRequests,
  }) => {
    await field(page, 'Full name').fill('');
    await field(page, 'Email').fill('x');
    await field(page, 'Email').fill('');
    await expect(form(page).getByText(/is required\.$/)).toHaveCount(0);

    await submit(page).click();
    const expected = [
      ['Full name', 'Full Name is required.'],
      ['Email', 'Email is required.'],
      ['Company', 'Company name is required.'],
      ['Message', 'Message is required.'],
    ] as const;
    for (const [name, text] of expected) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(text);
      await expect(form(page).getByText(text, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Full name')).toBeFocused();
    expect(apiRequests).toHaveLength(0);
  });

  test('focus goes to the first invalid field, wherever it is', async ({ page, apiRequests }) => {
    await field(page, 'Full name').fill('Ama');
    await field(page, 'Email').fill('ama@example.com');
    await submit(page).click();
    await expect(field(page, 'Company')).toBeFocused();
    await expect(field(page, 'Full name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(apiRequests).toHaveLength(0);
  });

  test('whitespace is not a value, and a malformed e-mail gets its own message', async ({ page, apiRequests }) => {
    await field(page, 'Full name').fill('   ');
    await field(page, 'Email').fill('ama@example');
    await field(page, 'Company').fill('Acme');
    await field(page, 'Message').fill('Hi');
    await submit(page).click();
    await expect(field(page, 'Full name')).toHaveAccessibleDescription('Full Name is required.');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email format is invalid.');
    await expect(form(page).getByText('Email is required.')).toHaveCount(0);
    expect(apiRequests).toHaveLength(0);
  });

  test('each error clears when its own field is edited, and only that one', async ({ page }) => {
    await submit(page).click();
    await field(page, 'Email').pressSequentially('a');
    await expect(form(page).getByText('Email is required.')).toHaveCount(0);
    await expect(form(page).getByText('Email format is invalid.')).toHaveCount(0);
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Full Name is required.')).toBeVisible();
    await expect(form(page).getByText('Company name is required.')).toBeVisible();
    await expect(form(page).getByText('Message is required.')).toBeVisible();

    for (const [name, text] of [
      ['Full name', 'Full Name is required.'],
      ['Company', 'Company name is required.'],
      ['Message', 'Message is required.'],
    ] as const) {
      await field(page, name).pressSequentially('x');
      await expect(form(page).getByText(text)).toHaveCount(0);
    }
  });

  test('sends the message: pending label, disabled, one JSON call, green message, form cleared, gone after 5 s', async ({
    page,
    apiRequests,
  }) => {
    await page.clock.install({ time: suiteTime() });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact/contact-us', async (route) => {
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });

    await watchStatusText(page, 'Message sent successfully.');
    await fillAll(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText('Sending...');
    await expect(submit(page)).toBeDisabled();
    await field(page, 'Full name').press('Enter');
    release();

    const success = page.getByRole('status').filter({ hasText: 'Message sent successfully.' });
    await expect(success).toBeVisible();
    await expect(submit(page)).toHaveText('Send Message');
    for (const name of ['Full name', 'Email', 'Company', 'Message'] as const) await expect(field(page, name)).toHaveValue('');

    expect(apiRequests).toHaveLength(1);
    const request = apiRequests[0]!;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).pathname).toBe('/api/contact/contact-us');
    expect(request.headers()['content-type']).toContain('application/json');
    expect(request.postDataJSON()).toEqual(message);

    await expectGoneAfterFiveSeconds(page, success);
  });

  test('a sent message moves focus to a confirmation panel: heading, reference, what happens next, the e-mail', async ({ page }) => {
    await page.route('**/api/contact/contact-us', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(receipt) }),
    );
    await fillAll(page);
    await submit(page).click();
    const panel = page.getByRole('region', { name: 'Message sent' });
    await expect(panel).toBeFocused();
    await expect(panel).toHaveAccessibleDescription('Your reference is VS-2026-0042');
    await expect(panel.getByRole('heading', { level: 3, name: 'What happens next' })).toBeVisible();
    await expect(panel).toContainText('We have sent you an e-mail that confirms we received your message.');
    // The spec's success text and emptied form stay.
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully.' })).toBeVisible();
    await expect(field(page, 'Full name')).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('sends trimmed values', async ({ page, apiRequests }) => {
    await field(page, 'Full name').fill(`  ${message.fullName} `);
    await field(page, 'Email').fill(` ${message.email} `);
    await field(page, 'Company').fill(message.company);
    await field(page, 'Message').fill(message.messageBody);
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully.' })).toBeVisible();
    expect(apiRequests[0]!.postDataJSON()).toEqual(message);
  });

  for (const [label, answer] of [
    ['a server error', 500],
    ['a network failure', 'abort'],
  ] as const) {
    test(`${label} shows the red message, keeps everything, no retry, gone after 5 s`, async ({ page, apiRequests, consoleWatch }) => {
      consoleWatch.allow(/Failed to load resource/);
      await page.clock.install({ time: suiteTime() });
      await page.route('**/api/contact/contact-us', (route) =>
        answer === 'abort' ? route.abort('connectionrefused') : route.fulfill({ status: answer, body: '' }),
      );
      await watchStatusText(page, 'Failed to send message. Try again.');
      await fillAll(page);
      await submit(page).click();
      const failure = page.getByRole('alert').filter({ hasText: 'Failed to send message. Try again.' });
      await expect(failure).toBeVisible();
      await expectAllKept(page);
      await expect(submit(page)).toBeEnabled();
      expect(apiRequests).toHaveLength(1);
      await expectGoneAfterFiveSeconds(page, failure);
      expect(apiRequests).toHaveLength(1);
      await expectAllKept(page);
    });
  }
});

test.describe('contact details', () => {
  test('two e-mails as mailto, three phones as tel, the GPS code and the street address', async ({ page, visit }) => {
    await visit('/contact-us');
    const details = page.getByRole('region', { name: 'Contact details' });
    for (const email of [company.emails.sales, company.emails.info]) {
      await expect(details.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    const phones = details.getByRole('link', { name: /^\+233/ });
    await expect(phones).toHaveCount(3);
    for (const [index, phone] of company.phones.entries()) {
      await expect(phones.nth(index)).toHaveText(phone);
      await expect(phones.nth(index)).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
    }
    await expect(details.getByText(company.location.gpsCode)).toBeVisible();
    await expect(details.getByText(company.location.street)).toBeVisible();
    expect(company.location.street).toContain('North Legon');
    for (const heading of ['Email', 'Phone', 'Location']) {
      await expect(details.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
  });

  test('mobile: the details stack under the form as light cards', async ({ page, visit }) => {
    await page.setViewportSize(viewportAt('xs'));
    await visit('/contact-us');
    const formBox = (await form(page).boundingBox())!;
    const detailsBox = (await page.getByRole('region', { name: 'Contact details' }).boundingBox())!;
    expect(detailsBox.y).toBeGreaterThan(formBox.y + formBox.height);
    const background = await page.getByRole('region', { name: 'Contact details' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgba(0, 0, 0, 0)');
  });

  test('desktop: the details sit beside the form in a dark panel', async ({ page, visit }) => {
    await page.setViewportSize(viewportAt('xl'));
    await visit('/contact-us');
    const formBox = (await form(page).boundingBox())!;
    const details = page.getByRole('region', { name: 'Contact details' });
    const detailsBox = (await details.boundingBox())!;
    expect(detailsBox.x).toBeGreaterThan(formBox.x + formBox.width);
    expect(Math.abs(detailsBox.y - formBox.y)).toBeLessThan(formBox.height);
    const background = await details.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});

for (const name of ['xs', 'xl'] as const) {
  test.describe(`contact states at ${name}`, () => {
    test.use({ viewport: viewportAt(name) });

    test('every error', async ({ page, visit }) => {
      await visit('/contact-us');
      await field(page, 'Email').fill('not-an-email');
      await submit(page).click();
      await expect(field(page, 'Email')).toHaveAccessibleDescription('Email format is invalid.');
      await field(page, 'Email').fill('');
      await submit(page).click();
      await expect(form(page).getByText(/is required\.$/)).toHaveCount(4);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page).toMatchBaseline([name, 'contact-us-errors.png'], stateShot(page));
    });

    test('the success message', async ({ page, visit }) => {
      await page.route('**/api/contact/contact-us', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(receipt) }),
      );
      await visit('/contact-us');
      await fillAll(page);
      await submit(page).click();
      await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully.' })).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page).toMatchBaseline([name, 'contact-us-success.png'], stateShot(page));
    });
  });
}
