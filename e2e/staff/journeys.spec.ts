import type { Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { samplePdf } from '../../server/test/documents';
import { expect, test } from '../fixtures';
import { mailsTo } from '../mail-sink';
import { account, sendApplication, sendMessage, signIn, staffPassword, startStaffServer, type StaffServer } from './staff-kit';

/**
 * Each role's day in the staff area, through the real server and store, with the keyboard: focus a
 * control, type, Enter. (The keyboard reaches every control: e2e/staff/pages.spec.ts checks the pages
 * with axe; here each step is taken as a keyboard user takes it.)
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
const hr = account('esi.hr@example.com', 'hr');
const marketing = account('kofi.marketing@example.com', 'marketing');
const admin = account('abena.admin@example.com', 'admin');

test.beforeAll(async () => {
  // A server start, the command line once per account, and Argon2id hashing for each.
  test.setTimeout(120_000);
  server = await startStaffServer([hr, marketing, admin], [{ email: 'yaw.new@example.com', role: 'hr' }]);
  await sendMessage(server, {
    fullName: 'Akosua Journey',
    email: 'akosua.journey@example.com',
    company: 'Journey Farms',
    messageBody: 'We would like a payroll demo.',
  });
  await sendApplication(server, { firstName: 'Ama', email: 'ama.mensah@example.com' });
  // "Can't find a role?": a general application, naming no job.
  await sendApplication(server, { firstName: 'Kojo', email: 'kojo.general@example.com' }, 'Kojo CV.pdf', undefined, null);
});
test.afterAll(async () => server?.stop());

const press = async (locator: Locator, key = 'Enter') => {
  await locator.focus();
  await locator.press(key);
};

test('a new colleague sets up an account from the one-time link, and the token leaves the address', async ({ page }) => {
  await page.goto(server.at(server.links['yaw.new@example.com']!));
  await expect(page.getByText('Choose a password for yaw.new@example.com.')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('listitem').filter({ hasText: 'at least 12 characters' })).toBeVisible();
  // Too short: the rule's message at the field, focus on it.
  await page.getByLabel(/^New password\s*\*?$/).focus();
  await page.keyboard.type('short');
  await page.keyboard.press('Enter');
  const password = page.getByLabel(/^New password\s*\*?$/);
  await expect(password).toHaveAccessibleDescription('Use at least 12 characters.');
  await expect(password).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(staffPassword);
  await page.keyboard.press('Tab');
  await page.keyboard.type(staffPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Add a passkey (optional)' })).toBeVisible();
  await press(page.getByRole('link', { name: 'Go to the staff area' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
});

test('hr reads a message, downloads a CV, moves an application on with a note, closes and reopens a job', async ({ page }) => {
  await signIn(page, server, hr);
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link')).toHaveText(['Applications', 'Jobs', 'Messages']);

  await press(nav.getByRole('link', { name: 'Messages' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused();
  const messages = page.getByRole('table', { name: 'Messages sent through the contact form' });
  await expect(messages.getByRole('row').filter({ hasText: 'Akosua Journey' })).toContainText('We would like a payroll demo.');

  await press(nav.getByRole('link', { name: 'Applications' }));
  await press(page.getByRole('link', { name: 'Ama Mensah' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Application from Ama Mensah' })).toBeFocused();
  const downloading = page.waitForEvent('download');
  await press(page.getByRole('link', { name: /^Download the CV: Ama Mensah CV\.pdf/ }));
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Ama Mensah CV.pdf');
  expect(readFileSync(await download.path()).equals(samplePdf)).toBe(true);

  // The status form starts on no choice: a note alone is kept, and the status stays.
  const status = page.getByLabel('New status');
  await expect(status).toHaveValue('');
  await expect(status.locator('option:checked')).toHaveText('No change (stays New)');
  await press(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByText('Choose a new status or write a note.')).toBeVisible();
  await expect(status).toBeFocused();
  await page.getByLabel('Note').focus();
  await page.keyboard.type('Called her: available from March.');
  await press(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByRole('status').filter({ hasText: 'The note is saved in the history.' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(`Note, by ${hr.email}`);
  await expect(history).toContainText('Called her: available from March.');
  await expect(page.getByLabel('Note')).toHaveValue('');

  await status.focus();
  await status.selectOption('reviewed');
  await page.getByLabel('Note').focus();
  await page.keyboard.type('Strong CV, call her this week.');
  await press(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByRole('status').filter({ hasText: 'The application is now Reviewed.' })).toBeVisible();
  await expect(history).toContainText(`New → Reviewed, by ${hr.email}`);
  await expect(history).toContainText('Strong CV, call her this week.');
  await expect(status).toHaveValue('');

  await press(nav.getByRole('link', { name: 'Jobs' }));
  await press(page.getByRole('link', { name: 'Accountant' }).first());
  // Seeded as "Full Time", the one spelling the editor offers (it once opened on an empty "Role type").
  await expect(page.getByRole('combobox', { name: /^Role type/ })).toHaveValue('Full Time');
  await press(page.getByRole('button', { name: 'Close the job' }));
  await expect(page.getByRole('status').filter({ hasText: 'The job is closed' })).toBeVisible();
  await expect(page.getByText('This job is Closed.')).toBeVisible();
  await press(page.getByRole('button', { name: 'Reopen the job' }));
  await expect(page.getByRole('status').filter({ hasText: 'The job is open again.' })).toBeVisible();
  await expect(page.getByText('This job is Open.')).toBeVisible();

  await press(page.getByRole('button', { name: 'Sign out', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
});

test('hr marks a job filled and withdraws another: their pages say so (the withdrawn one with 410); a general application is listed as one', async ({
  page,
  consoleWatch,
}) => {
  // Chromium logs the withdrawn job's document status, as it does a 404's.
  consoleWatch.allow(/^Failed to load resource: the server responded with a status of 410 \(Gone\)$/);
  await signIn(page, server, hr);
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  const endJob = async (title: string, button: string, done: string, label: string) => {
    await press(nav.getByRole('link', { name: 'Jobs' }));
    await press(page.getByRole('link', { name: title, exact: true }));
    await expect(page.getByText('This job is Open.')).toBeVisible();
    await press(page.getByRole('button', { name: button }));
    await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
    await expect(page.getByText(`This job is ${label}.`)).toBeVisible();
    // Ended: it may be reopened, and its page is one link away.
    await expect(page.getByRole('button', { name: 'Reopen the job' })).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toHaveCount(0);
    return page.getByRole('link', { name: 'See what its page says' }).getAttribute('href');
  };

  const filled = (await endJob('Product Designer', 'Mark as filled', 'The job is marked filled', 'Filled'))!;
  const filledPage = await page.goto(server.at(filled));
  expect(filledPage!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Designer');
  await expect(page.getByRole('heading', { level: 2, name: 'This position has been filled.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/careers#open_roles');
  await expect(page.getByRole('link', { name: 'Get job alerts' })).toHaveAttribute('href', '/job-alerts');

  await page.goto(server.at('/staff/jobs'));
  const withdrawn = (await endJob('Graphic Designer', 'Withdraw the job', 'The job is withdrawn', 'Withdrawn'))!;
  const withdrawnPage = await page.goto(server.at(withdrawn));
  expect(withdrawnPage!.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Graphic Designer');
  await expect(page.getByRole('heading', { level: 2, name: 'This position has been withdrawn.' })).toBeVisible();

  await page.goto(server.at('/staff/jobs'));
  const vacancies = page.getByRole('table', { name: 'Vacancies' });
  await expect(vacancies.getByRole('row').filter({ hasText: 'Product Designer' })).toContainText('Filled');
  await expect(vacancies.getByRole('row').filter({ hasText: 'Graphic Designer' })).toContainText('Withdrawn');
  await press(nav.getByRole('link', { name: 'Applications' }));
  const applications = page.getByRole('table', { name: 'Job applications' });
  await expect(applications.getByRole('row').filter({ hasText: 'Kojo Mensah' })).toContainText('General application');
  await press(applications.getByRole('link', { name: 'Kojo Mensah' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Application from Kojo Mensah' })).toBeFocused();
  await expect(page.getByRole('definition').filter({ hasText: 'General application' })).toBeVisible();
});

test('marketing writes an article with a picture, publishes it and finds it on the blog', async ({ page }) => {
  await signIn(page, server, marketing);
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link')).toHaveText(['Articles', 'Newsletter', 'Subscribers', 'Messages']);
  await press(nav.getByRole('link', { name: 'Articles' }));
  await press(page.getByRole('link', { name: 'New article' }));
  const type = async (label: string, text: string) => {
    await page.getByRole('textbox', { name: label, exact: true }).focus();
    await page.keyboard.type(text);
  };
  await type('Title', 'Payroll in one afternoon');
  await type('Summary', 'How a Kumasi bakery moved its payroll in one afternoon.');
  await type('Author', 'Kofi Marketing');
  await type('Author’s role', 'Marketing lead');
  await page.getByLabel('Hero picture').setInputFiles('server/store/seed/articles/images/payroll-spreadsheet.png');
  await type('What the picture shows', 'Loaves cooling on a rack');
  await type('Introduction', 'The bakery had **twelve** staff and one spreadsheet.');
  await type('Heading of the points', 'What changed');
  await press(page.getByRole('button', { name: 'Add a point' }));
  await type('Point 1: title', 'Payslips by SMS');
  await type('Point 1: text', 'Each baker gets a payslip on their phone.');
  await type('Body', '## The afternoon\n\nIt took *three* hours.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'The afternoon' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('twelve');
  await press(page.getByRole('button', { name: 'Save and publish' }));
  await expect(page.getByRole('status').filter({ hasText: 'The article is saved and published on the blog.' })).toBeVisible();
  await press(page.getByRole('button', { name: 'Unpublish', exact: true }));
  await expect(page.getByRole('status').filter({ hasText: 'The article is taken off the blog.' })).toBeVisible();
  await expect(page.getByText('This article is draft.')).toBeVisible();
  await press(page.getByRole('button', { name: 'Publish', exact: true }));
  await expect(page.getByRole('status').filter({ hasText: 'The article is published on the blog.' })).toBeVisible();

  await page.goto(server.at('/blog'));
  await expect(page.getByRole('heading', { name: 'Payroll in one afternoon' })).toBeVisible();
  await page.goto(server.at('/blog/payroll-in-one-afternoon'));
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll in one afternoon' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Loaves cooling on a rack' })).toBeVisible();
});

test('admin sees every area, adds an account, and reads the audit log', async ({ page }) => {
  await signIn(page, server, admin);
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link')).toHaveText([
    'Applications',
    'Jobs',
    'Messages',
    'Articles',
    'Newsletter',
    'Subscribers',
    'Users',
    'Audit log',
  ]);
  await press(nav.getByRole('link', { name: 'Users' }));
  await page.getByRole('textbox', { name: 'E-mail address' }).focus();
  await page.keyboard.type('adjoa.new@example.com');
  await press(page.getByRole('button', { name: 'Add the account' }));
  // The link goes to the new colleague by e-mail; the admin never sees it (issue 39, point 5).
  const sent = page.getByRole('region', { name: 'Set-up link' });
  await expect(sent).toContainText('A one-time set-up link is on its way to adjoa.new@example.com by e-mail.');
  await expect(sent).not.toContainText('#token=');
  await expect(page.getByRole('table', { name: 'Staff accounts' })).toContainText('adjoa.new@example.com');

  await press(nav.getByRole('link', { name: 'Audit log' }));
  const audit = page.getByRole('table', { name: 'Every change, newest first' });
  await expect(audit).toContainText(admin.email);
  await expect(audit).toContainText(marketing.email);
  await press(page.getByRole('button', { name: 'Sign out everywhere' }));
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out on every device.' })).toBeVisible();
});

test('a role never sees another role’s page', async ({ page }) => {
  await signIn(page, server, marketing);
  await page.goto(server.at('/staff/applications'));
  await expect(page.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an address left in a banner reaches the sales address by mail and the Messages inbox as a lead, with its page', async ({ page }) => {
  await page.goto(server.at('/about'));
  const banner = page.getByRole('region', { name: 'Ready to Innovate Your Project?' });
  await banner.getByRole('textbox', { name: 'Email address' }).fill('kojo.buyer@example.com');
  await press(banner.getByRole('button', { name: 'Get Started' }));
  await expect(banner.getByRole('status')).toHaveText('Email sent. The sales team will reach out to you soon.');
  // The mail to sales, read from the suite's real SMTP server, names the address and its page.
  const [mail] = await mailsTo('sales@team.example', { subject: /^New lead from the website: kojo\.buyer@example\.com$/ });
  expect(mail!.text).toContain('/about');

  await signIn(page, server, hr);
  await press(page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Messages' }));
  const lead = page.getByRole('row').filter({ hasText: 'kojo.buyer@example.com' });
  await expect(lead.getByRole('rowheader')).toHaveText('Lead');
  await expect(lead).toContainText('Left their e-mail address for the sales team to reach out on the page /about.');
  await expect(lead.getByRole('link', { name: '/about' })).toHaveAttribute('href', '/about');
  await expect(lead.getByRole('link', { name: 'Reply to kojo.buyer@example.com' })).toHaveAttribute(
    'href',
    'mailto:kojo.buyer@example.com',
  );
});
