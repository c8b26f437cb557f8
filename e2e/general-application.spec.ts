import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { viewportAt } from './breakpoints';
import { expect, settle, test } from './fixtures';
import { mailsTo } from './mail-sink';
import { stateShot } from './state-shot';

/**
 * "Can't find a role?" (issue 40, point 6): the careers page leads to a general application, the job
 * application's fields and checks with no job named, sent through the real server and store, which
 * answers with a reference and acknowledges it by e-mail (the suite's SMTP sink). The page at every
 * breakpoint and display mode is the matrix's (e2e/matrix.spec.ts); its states are here.
 */
const path = '/careers/general-application';
const resume = {
  name: 'Yaw Boateng CV.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n% general application\n'), Buffer.alloc(2048, 0x20)]),
};

const form = (page: Page) => page.getByRole('form', { name: 'Your application' });
const field = (page: Page, name: RegExp | string) => form(page).getByLabel(name);
const submit = (page: Page) => page.getByRole('button', { name: /^(Submit Application|Submitting)$/ });

async function fillRequired(page: Page, email: string) {
  await field(page, /^First name/).fill('Yaw');
  await field(page, /^Last name/).fill('Boateng');
  await field(page, /^Email address/).fill(email);
  await page
    .locator('input[type="file"]')
    .and(page.getByLabel(/^Resume/))
    .setInputFiles(resume);
  await expect(form(page).getByText('Yaw Boateng CV')).toBeVisible();
}

test.describe('a general application through the real server', () => {
  test.use({ realApi: true });

  test('from the careers page: checked as a job application, sent without a job, answered with a reference and an e-mail', async ({
    page,
    visit,
  }) => {
    await visit('/careers');
    await page.getByRole('link', { name: 'Send a general application' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const heading = page.getByRole('heading', { level: 1, name: 'Send a general application' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('General Application – Volta Systems');
    await expect(page.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute('href', '/careers');
    // No job is asked for: the fields are the job application's.
    await expect(form(page).getByRole('heading', { level: 2, name: 'Your application' })).toBeVisible();
    await expect(form(page).getByRole('combobox')).toHaveCount(2);

    // Sent empty: the job application's messages, focus on the first.
    await submit(page).click();
    await expect(field(page, /^First name/)).toHaveAccessibleDescription('First name is required.');
    await expect(field(page, /^First name/)).toBeFocused();
    await expect(field(page, /^Email address/)).toHaveAccessibleDescription('Email is required.');
    await expect(form(page).getByText('Please attach your resume.')).toBeVisible();
    await expectNoAxeViolations(page);

    const email = `yaw.general.${Date.now()}@example.com`;
    await fillRequired(page, email);
    await field(page, 'Application type').selectOption('Full Time');
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your application has been sent.' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Application received' });
    await expect(panel).toBeFocused();
    await expect(panel).toHaveAccessibleDescription(/^Your reference is VS-\d{4}-\d{4,}$/);
    await expect(panel).toContainText('When a role that fits your experience opens, we will contact you');
    await expect(panel).toContainText('We have sent you an e-mail that confirms we received your application.');
    await expect(field(page, /^First name/)).toHaveValue('');
    await expectNoAxeViolations(page);

    // The acknowledgement names the reference the page showed.
    const reference = (await panel.locator('strong').textContent())!;
    const [mail] = await mailsTo(email, { subject: /^We received your resume – Volta Systems$/ });
    expect(mail!.text).toContain('Hello Yaw,');
    expect(mail!.text).toContain(`Your reference: ${reference}`);
    // HR is told of a general application (the team's list names it so: e2e/staff/journeys.spec.ts).
    const toHr = await mailsTo('hr@team.example', { subject: /^General application – Yaw Boateng$/ });
    expect(toHr.some((sent) => sent.text.includes(`E-mail: ${email}`))).toBe(true);
  });
});

for (const name of ['xs', 'xl'] as const) {
  test.describe(`general application states at ${name}`, () => {
    test.use({ viewport: viewportAt(name) });

    test('every error', async ({ page, visit }) => {
      await visit(path);
      await submit(page).click();
      await expect(field(page, /^First name/)).toBeFocused();
      await expect(form(page).getByText(/is required\.$/)).toHaveCount(3);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page).toMatchBaseline([name, 'careers-general-application-errors.png'], stateShot(page));
      await expectNoAxeViolations(page);
    });

    test('sent: the confirmation panel', async ({ page, visit }) => {
      await page.route('**/api/job-vacancy/apply', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ id: 7, message: 'Application received.', reference: 'VS-2026-0042', confirmationMailed: true }),
        }),
      );
      await visit(path);
      await fillRequired(page, 'yaw.boateng@example.com');
      await submit(page).click();
      await expect(page.getByRole('region', { name: 'Application received' })).toBeFocused();
      // Its focus ring is the panel's own test's: the shot shows the page at rest.
      await page.getByRole('heading', { level: 1 }).click();
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page).toMatchBaseline([name, 'careers-general-application-sent.png'], stateShot(page));
      await expectNoAxeViolations(page);
    });
  });
}
