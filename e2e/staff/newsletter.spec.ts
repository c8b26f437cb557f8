import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { mailsTo, sinkMailEnv } from '../mail-sink';
import { account, confirmedSubscriber, signIn, startStaffServer, type StaffServer } from './staff-kit';

/**
 * Issue 40, point 2, through the real server, its dispatcher and mail worker, and a real SMTP server
 * (the mail sink): marketing writes an issue in Markdown, previews it, sends a test to themselves,
 * then sends it once to the confirmed subscribers and watches its counts, with the keyboard. The
 * second send's refusal (409) is the server's tests' (server/staff/newsletter.test.ts); here the page
 * no longer offers it.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
const marketing = account('efua.marketing@example.com', 'marketing');
// A sink kept between local runs still holds the last run's mails: this run's names are its own.
const run = randomUUID().slice(0, 8);
const reader = `ama.reader.${run}@example.com`;
const subject = `Payroll news ${run}`;

test.beforeAll(async () => {
  // A server start, the command line, Argon2id hashing, and a confirmation mail's round trip.
  test.setTimeout(120_000);
  server = await startStaffServer([marketing], [], sinkMailEnv());
  await confirmedSubscriber(server, reader);
});
test.afterAll(async () => server?.stop());

const press = async (locator: Locator, key = 'Enter') => {
  await locator.focus();
  await locator.press(key);
};

test('marketing writes an issue, previews it, tests it on themselves, sends it once and sees its counts rise', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, server, marketing);
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link')).toHaveText(['Articles', 'Newsletter', 'Subscribers', 'Messages']);
  await press(nav.getByRole('link', { name: 'Newsletter' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeFocused();
  await expect(page.getByText('An issue sent now goes to the 1 subscriber who confirmed their subscription.')).toBeVisible();

  await press(page.getByRole('link', { name: 'Write an issue' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Write an issue' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Subject' }).focus();
  await page.keyboard.type(subject);
  await page.keyboard.press('Tab');
  await page.keyboard.type('## Payslips by SMS\n\nEach baker gets a **payslip** on their phone.');
  await press(page.getByRole('button', { name: 'Save draft' }));
  await expect(page.getByRole('heading', { level: 1, name: `Edit: ${subject}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The draft is saved.' })).toBeVisible();

  // The preview is the server's rendering, as the mail will show it.
  await press(page.getByRole('button', { name: 'Preview' }));
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Payslips by SMS' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('payslip');
  await expect(preview.getByRole('heading', { level: 2, name: 'Preview' })).toBeFocused();

  await press(page.getByRole('button', { name: 'Send a test to me' }));
  await expect(page.getByRole('status').filter({ hasText: `A test was sent to ${marketing.email}.` })).toBeVisible();
  const [testMail] = await mailsTo(marketing.email, { subject: new RegExp(`^\\[Test\\] ${subject}$`) });
  expect(testMail!.html).toContain('<h2>Payslips by SMS</h2>');
  expect(testMail!.text).toContain('This is a test: its unsubscribe link is made for each subscriber.');
  // Only the writer got it.
  expect(testMail!.to).toEqual([marketing.email]);

  await press(page.getByRole('button', { name: 'Send to 1 subscriber' }));
  const dialog = page.getByRole('dialog', { name: 'Send this issue to 1 subscriber?' });
  await expect(dialog).toContainText(`“${subject}” goes to the 1 subscriber who confirmed their subscription`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await press(dialog.getByRole('button', { name: 'Yes, send to 1 subscriber' }));

  await expect(page.getByRole('heading', { level: 1, name: `Issue: ${subject}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^(Sending|Sent)$/ })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sending has started: 1 subscriber will get this issue, in batches.' }),
  ).toBeVisible();
  await expect(page.getByText('This issue has been sent, so it can no longer be changed or sent again.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send/ })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // The dispatcher queues it and the worker sends it (each every 2 s); the page reads its counts again meanwhile.
  const count = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect.poll(async () => (await count('Mails sent').textContent())?.trim(), { timeout: 30_000 }).toBe('1');
  await expect(count('Mails queued')).toHaveText('1');
  await expect(count('Failing, retried')).toHaveText('0');
  await expect(page.getByRole('heading', { level: 2, name: 'Sent', exact: true })).toBeVisible();

  const [mail] = await mailsTo(reader, { subject: new RegExp(`^${subject}$`) });
  expect(mail!.html).toContain('<h2>Payslips by SMS</h2>');
  expect(mail!.html).toContain('Unsubscribe with one click');
  // The sink keeps each header as it was sent, by its lower-case name.
  expect(mail!.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/contact\/unsubscribe-link\/one-click\?token=[\w-]{43}>$/);
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The list shows it sent, with its counts, and offers no second send.
  await press(page.getByRole('link', { name: 'All issues' }));
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subject }) });
  await expect(row.getByRole('cell')).toHaveText(['Sent', /\S/, /\S/, '1', '1', '0', '0']);
  await press(row.getByRole('link', { name: subject }));
  await expect(page.getByRole('heading', { level: 2, name: 'Sent', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send/ })).toHaveCount(0);
});
