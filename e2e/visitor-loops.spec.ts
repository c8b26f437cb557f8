import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobMarkdown, runAdmin } from '../server/test/admin-kit';
import { startServer, stopAllServers, type ServerProcess } from '../server/test/server-process';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { linkIn, mailsTo, sinkMailEnv } from './mail-sink';

/**
 * The visitors' loops that mail them (issue 40, points 2 and 3), end to end through the real server,
 * its store and a real SMTP server: job alerts asked for on /job-alerts, confirmed by the mailed link,
 * an alert when the team publishes a job of the category, and the alert's personal link unsubscribing
 * in one press; the newsletter's footer subscription confirmed by its link; a contact message's
 * reference in its panel and its acknowledgement. The suite runs its own server.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

const dataDir = mkdtempSync(join(tmpdir(), 'volta-loops-'));
const files = mkdtempSync(join(tmpdir(), 'volta-loop-files-'));
let server: ServerProcess;
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).toString();
/** Addresses of this run only: the suite's SMTP server keeps every run's mails. */
const run = Date.now().toString(36);

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000', ...sinkMailEnv() });
  for (const [email, role, as] of [
    ['ama@voltasystems.com', 'admin', []],
    ['kwame@voltasystems.com', 'hr', ['--as', 'ama@voltasystems.com']],
  ] as const) {
    const added = await runAdmin(['users', 'add', email, '--role', role, ...as], { DATA_DIR: dataDir });
    expect(added.code, added.stderr).toBe(0);
  }
});
test.afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
});

test('job alerts: asked for, confirmed by the mailed link, sent when a job of the kind is published, stopped in one press', async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const email = `alerts-${run}@example.com`;
  await visit(at('/job-alerts'));
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Job alerts' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('checkbox', { name: 'Engineer' }).check();
  await form.getByRole('button', { name: 'Get job alerts' }).click();
  const panel = page.getByRole('region', { name: 'Check your inbox' });
  await expect(panel).toBeFocused();
  await expect(panel).toContainText(`We have sent a link to ${email}.`);
  await expect(panel).toContainText('confirm your alerts for Engineer');
  await expectNoAxeViolations(page);

  const [confirmation] = await mailsTo(email, { subject: /Confirm your job alerts/ });
  await visit(at(linkIn(confirmation!, '/confirm-subscription')));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText('We will e-mail you when we publish a job in Engineer.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The team publishes an engineering job (the command line; the staff page calls the same rule).
  const path = join(files, 'alerted.md');
  writeFileSync(path, jobMarkdown({ title: `Alerted Platform Engineer ${run}` }));
  const added = await runAdmin(['jobs', 'add', path, '--as', 'kwame@voltasystems.com'], { DATA_DIR: dataDir });
  expect(added.code, added.stderr).toBe(0);
  const [alert] = await mailsTo(email, { subject: /^New job: Alerted Platform Engineer/ });
  expect(alert!.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/contact\/unsubscribe-link\/one-click\?token=[\w-]{43}>$/);
  expect(alert!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await visit(at(linkIn(alert!, '/unsubscribe')));
  await expect(page.getByText('You opened your personal unsubscribe link')).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have been unsubscribed.');
});

test('job alerts: each mistake is said at its field, and nothing typed is lost', async ({ page, visit }) => {
  await visit(at('/job-alerts'));
  const form = page.getByRole('form', { name: 'Job alerts' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  await form.getByRole('button', { name: 'Get job alerts' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('someone@example.com');
  await form.getByRole('button', { name: 'Get job alerts' }).click();
  const kinds = form.getByRole('group', { name: 'Kinds of job' });
  await expect(kinds.getByRole('alert')).toHaveText('Choose at least one kind of job.');
  await expect(kinds.getByRole('checkbox').first()).toBeFocused();
  await expect(email).toHaveValue('someone@example.com');
  await expectNoAxeViolations(page);
});

test('the newsletter: the footer subscription is confirmed by the mailed link; a link that ran out or never was says so', async ({
  page,
  visit,
  consoleWatch,
}) => {
  const email = `reader-${run}@example.com`;
  await visit(at('/about'));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  await footer.getByRole('button', { name: /^Subscrib/ }).click();
  await expect(footer.getByRole('status')).toBeVisible();
  const [confirmation] = await mailsTo(email, { subject: /Confirm your subscription/ });
  await visit(at(linkIn(confirmation!, '/confirm-subscription')));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText('You will get the Volta Systems newsletter at this address.', { exact: false })).toBeVisible();

  consoleWatch.allow(/status of 404/);
  await visit(at(`/confirm-subscription?token=${'A'.repeat(43)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is not valid or has expired. Subscribe again to get a new one.');
  await expectNoAxeViolations(page);
  await visit(at('/confirm-subscription?token=cut'));
  await expect(page.getByRole('alert')).toHaveText(/This link is not complete/);
});

test('a contact message: the panel and the acknowledgement mail give the same reference, and the sales team gets the message', async ({
  page,
  visit,
}) => {
  const email = `writer-${run}@example.com`;
  await visit(at('/contact-us'));
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Adwoa Boateng');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Company' }).fill('Boateng Freight');
  await form.getByRole('textbox', { name: 'Message' }).fill(`A USSD menu for our drivers, please (${run}).`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const panel = page.getByRole('region', { name: 'Message sent' });
  await expect(panel).toBeFocused();
  const reference = (await panel.locator('strong').textContent())!;
  expect(reference).toMatch(/^VS-\d{4}-\d{4,}$/);
  const [acknowledgement] = await mailsTo(email, { subject: /^We received your message/ });
  expect(acknowledgement!.text).toContain(`Your reference: ${reference}`);
  const [toSales] = await mailsTo('sales@team.example', { subject: /^Contact message from Adwoa Boateng \(Boateng Freight\)$/ });
  expect(toSales!.text).toContain(`(${run})`);
});
