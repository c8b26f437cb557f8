import { validationMessages } from '../../src/contracts/content';
import { contactFormContent } from '../../src/forms/contact/content';
import { jobApplicationContent } from '../../src/forms/job-application/content';
import { viewportAt } from '../breakpoints';
import type { Target } from './engine';
import { expect, expectSoon, test } from './fixtures';

/**
 * The two forms in this project's engine, sent to the real server and its store (the config's
 * server; nothing is stubbed), each from an address of its own, as contact-us.spec.ts and
 * journeys.spec.ts do in Chromium.
 */

/** A PDF as the server checks it (its signature, then bytes), as journeys.spec.ts sends. */
const resumeBytes = Buffer.concat([
  Buffer.from('%PDF-1.7\n% engine resume\n'),
  Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)),
]);

const uniqueAddress = (who: string, engine: string) => `${who}.${engine}.${Date.now()}@example.com`;

test.beforeEach(async ({ enginePage: page }) => {
  const { width, height } = viewportAt('xl');
  await page.setViewport(width, height);
});

test('the contact form shows every error, then sends (contact-us.spec.ts)', async ({ enginePage: page }) => {
  await page.goto('/contact-us');
  const form: Target = { role: 'form', name: contactFormContent.label };
  const field = (name: string): Target => ({ role: 'textbox', name, within: form });
  const { fields } = contactFormContent;
  const messages = validationMessages.contact;

  await page.click({ role: 'button', name: contactFormContent.submitLabel, within: form });
  const expected = [
    [fields.fullName.label, messages.fullNameRequired],
    [fields.email.label, messages.emailRequired],
    [fields.company.label, messages.companyRequired],
    [fields.messageBody.label, messages.messageRequired],
  ] as const;
  for (const [name, message] of expected) {
    await expectSoon(() => page.inspect(field(name)), name).toMatchObject({ attributes: { 'aria-invalid': 'true' }, description: message });
  }
  expect(await page.inspect(field(fields.fullName.label))).toMatchObject({ focused: true });

  await page.fill(field(fields.fullName.label), 'Akua Engine');
  await page.fill(field(fields.email.label), uniqueAddress('akua', page.engine));
  await page.fill(field(fields.company.label), 'Engine Farms');
  await page.fill(field(fields.messageBody.label), `Sent from ${page.engine}.`);
  await page.click({ role: 'button', name: contactFormContent.submitLabel, within: form });
  await expectSoon(() => page.inspect({ text: contactFormContent.success })).toMatchObject({ visible: true });
  expect(
    await page.on({ text: contactFormContent.success }, (line) => line.closest('[role="status"]') !== null),
    'announced as a status',
  ).toBe(true);
  for (const [name] of expected) expect(await page.inspect(field(name)), name).toMatchObject({ value: '' });
});

test('a job application with a PDF résumé is sent (journeys.spec.ts)', async ({ enginePage: page }) => {
  await page.goto('/careers/1');
  await expectSoon(() => page.count({ css: '[data-enhanced]' })).toBe(1);
  await page.click({ role: 'button', name: 'Apply' });
  const form: Target = { role: 'tabpanel', name: 'Job Application' };
  const field = (label: RegExp): Target => ({ label, within: form });
  await expectSoon(() => page.inspect(field(/^First name/))).toMatchObject({ visible: true });

  await page.fill(field(/^First name/), 'Kojo');
  await page.fill(field(/^Last name/), 'Engine');
  await page.fill(field(/^Email address/), uniqueAddress('kojo', page.engine));
  await page.upload({ css: 'input[type="file"][name="Resume"]', within: form }, { name: 'Kojo CV.pdf', buffer: resumeBytes });
  await expectSoon(() => page.inspect({ text: 'Kojo CV', within: form })).toMatchObject({ visible: true });

  await page.click({ role: 'button', name: jobApplicationContent.submit });
  await expectSoon(() => page.inspect({ text: jobApplicationContent.success })).toMatchObject({ visible: true });
  expect(
    await page.on({ text: jobApplicationContent.success }, (line) => line.closest('[role="status"]') !== null),
    'announced as a status',
  ).toBe(true);
});
