import { suiteClock } from '../server/test/suite-clock';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { runAdmin } from '../server/test/admin-kit';
import { openStore } from '../server/store/open-store';
import { applicationFiles, applications, contactMessages, subscriptions } from '../server/store/schema';
import { sampleDocx } from '../server/test/documents';
import { startServer, stopAllServers, type ServerProcess } from '../server/test/server-process';
import { waitForWidgets } from './careers-helpers';
import { expect, test } from './fixtures';

/**
 * A visitor's journeys through the real server and store, not the stub: every form sends, the page
 * says so, and then the server is stopped and the store opened to find each submission in it.
 * The suite runs its own server on its own store, so that the store can be read afterwards.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

const dataDir = mkdtempSync(join(tmpdir(), 'volta-journeys-'));
let server: ServerProcess;
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).toString();

const resumeBytes = Buffer.concat([
  Buffer.from('%PDF-1.7\n% journey resume\n'),
  Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)),
]);

test.beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' });
});
test.afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the footer newsletter subscribes', async ({ page, visit }) => {
  await visit(at('/about'));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('journey.reader@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing.');
});

test('the get-in-touch banner reaches the sales team', async ({ page, visit }) => {
  await visit(at('/about'));
  const banner = page.getByRole('region', { name: 'Ready to Innovate Your Project?' });
  await banner.getByRole('textbox', { name: 'Email address' }).fill('journey.buyer@example.com');
  await banner.getByRole('button', { name: 'Get Started' }).click();
  await expect(banner.getByRole('status')).toHaveText('Email sent. The sales team will reach out to you soon.');
});

test('the contact form sends its message', async ({ page, visit }) => {
  await visit(at('/contact-us'));
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Akosua Journey');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('akosua.journey@example.com');
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Journey Farms');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like a payroll demo.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully.' })).toBeVisible();
  // The confirmation panel, with the reference the store gave it (issue 40, point 4).
  const panel = page.getByRole('region', { name: 'Message sent' });
  await expect(panel).toBeFocused();
  await expect(panel).toHaveAccessibleDescription(/^Your reference is VS-\d{4}-\d{4,}$/);
});

test('the unsubscribe page unsubscribes the address in its link', async ({ page, visit }) => {
  await visit(at('/unsubscribe?email=journey.reader%40example.com'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have been unsubscribed.' })).toBeVisible();
});

test('careers list → a job page → apply; the team lists the applications for the job, moves this one on and exports it with its files', async ({
  page,
  visit,
}) => {
  await visit(at('/careers'));
  await page.locator('#open_roles').getByRole('link', { name: 'Accountant' }).click();
  await expect(page).toHaveURL(/\/careers\/\d+$/);
  const jobId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accountant');
  await waitForWidgets(page, 1);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = page.getByRole('tabpanel', { name: 'Job Application' });
  await form.getByLabel(/^First name/).fill('Kwame');
  await form.getByLabel(/^Last name/).fill('Journey');
  await form.getByLabel(/^Email address/).fill('kwame.journey@example.com');
  await form.getByLabel('Application type').selectOption('Internship');
  await page
    .locator('input[type="file"]')
    .and(page.getByLabel(/^Resume/))
    .setInputFiles({ name: 'Kwame CV.pdf', mimeType: 'application/pdf', buffer: resumeBytes });
  await page
    .getByLabel('Cover letter', { exact: true })
    .setInputFiles({ name: 'letter.docx', mimeType: 'application/octet-stream', buffer: sampleDocx });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your application has been sent.' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Application received' });
  await expect(panel).toBeFocused();
  await expect(panel).toHaveAccessibleDescription(/^Your reference is VS-\d{4}-\d{4,}$/);
  await expect(panel).toContainText('What happens next');

  // The server holds the store: the command line goes through its admin socket, as Akosua (hr).
  const admin = async (...args: string[]) => {
    const run = await runAdmin([...args, '--as', 'akosua@voltasystems.com'], { DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    return run.stdout;
  };
  for (const [email, role, as] of [
    ['ama@voltasystems.com', 'admin', []],
    ['akosua@voltasystems.com', 'hr', ['--as', 'ama@voltasystems.com']],
  ] as const) {
    const added = await runAdmin(['users', 'add', email, '--role', role, ...as], { DATA_DIR: dataDir, PUBLIC_ORIGIN: server.url });
    expect(added.code, added.stderr).toBe(0);
  }
  const listed = JSON.parse(await admin('applications', 'list', '--job', String(jobId), '--format', 'json')) as {
    id: number;
    status: string;
    job_id: number;
    email: string;
  }[];
  expect(listed).toEqual([expect.objectContaining({ status: 'new', job_id: jobId, email: 'kwame.journey@example.com' })]);
  const id = String(listed[0]!.id);
  expect(await admin('applications', 'list', '--job', String(jobId + 1), '--format', 'json')).toBe('[]\n');
  expect(await admin('applications', 'mark', id, 'reviewed', '--note', 'Strong CV')).toBe(
    `Application ${id}: new → reviewed, by akosua@voltasystems.com.\n`,
  );
  await admin('applications', 'mark', id, 'shortlisted');
  const shown = JSON.parse(await admin('applications', 'show', id, '--format', 'json')) as { history: object[] };
  expect(shown.history).toEqual([
    expect.objectContaining({ from: 'new', to: 'reviewed', by: 'akosua@voltasystems.com', note: 'Strong CV' }),
    expect.objectContaining({ from: 'reviewed', to: 'shortlisted', by: 'akosua@voltasystems.com' }),
  ]);

  const [application] = JSON.parse(await admin('export', 'applications', '--format', 'json')) as {
    id: number;
    job_id: number;
    status: string;
    job_title: string;
    email: string;
    files: string;
  }[];
  expect(application).toMatchObject({
    job_id: jobId,
    status: 'shortlisted',
    job_title: 'Accountant',
    email: 'kwame.journey@example.com',
    files: 'Kwame CV.pdf; letter.docx',
  });
  const out = mkdtempSync(join(tmpdir(), 'volta-journey-files-'));
  await admin('applications', 'files', String(application!.id), '--out', out);
  expect(readFileSync(join(out, 'Kwame CV.pdf')).equals(resumeBytes)).toBe(true);
  expect(readFileSync(join(out, 'letter.docx')).equals(sampleDocx)).toBe(true);
  rmSync(out, { recursive: true, force: true });
});

test('a job past its deadline offers no form, and the API refuses an application for it with 409', async ({ page, visit }) => {
  // The seed's job 18 is past its deadline from the day the store was made.
  await visit(at('/careers/18'));
  await expect(page.getByRole('heading', { name: 'Applications are closed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const answer = await page.request.post(at('/api/job-vacancy/Forms/Submitresume'), {
    data: { JobTitle: title, JobCategory: 'Operations', FirstName: 'Esi', LastName: 'Late', EmailAddress: 'esi.late@example.com' },
  });
  expect(answer.status()).toBe(409);
  expect(answer.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect((await answer.json()).detail).toMatch(new RegExp(`^Applications for ${title} closed on \\d{1,2} [A-Z][a-z]+ \\d{4}\\.$`));
});

test('blog list → an article → a related article', async ({ page, visit }) => {
  await visit(at('/blog'));
  await page
    .getByRole('list', { name: 'Articles' })
    .getByRole('link', { name: /^USSD or mobile app/ })
    .click();
  // At its canonical address, made from its title.
  await expect(page).toHaveURL(/\/blog\/ussd-or-mobile-app-choosing-the-right-channel-for-your-customers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USSD or mobile app: choosing the right channel for your customers');
  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link');
  await expect(related).toHaveCount(4);
  const first = related.first();
  const title = (await first.locator('span').first().textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('USSD or mobile app: choosing the right channel for your customers');
});

test('once the server has stopped, its store holds every submission exactly once, files byte for byte', async () => {
  expect(await server.stop()).toBe(0);
  const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
  try {
    const subscribed = await store.db.select().from(subscriptions);
    expect(subscribed.map(({ email, type, status }) => ({ email, type, status })).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'journey.buyer@example.com', type: 'contactACS', status: 'active' },
      { email: 'journey.reader@example.com', type: 'Newsletter', status: 'unsubscribed' },
    ]);
    const messages = await store.db.select().from(contactMessages);
    expect(messages.filter((message) => message.kind === 'message')).toMatchObject([
      {
        fullName: 'Akosua Journey',
        email: 'akosua.journey@example.com',
        company: 'Journey Farms',
        messageBody: 'We would like a payroll demo.',
      },
    ]);
    // The banner's address is a lead for the sales team, with the page it was left on (issue 40, point 1).
    expect(messages.filter((message) => message.kind === 'lead')).toMatchObject([
      { email: 'journey.buyer@example.com', pageOfOrigin: '/about' },
    ]);
    const [application, ...others] = await store.db.select().from(applications);
    expect(others).toHaveLength(0);
    expect(application).toMatchObject({
      source: 'apply',
      jobTitle: 'Accountant',
      jobCategory: 'Finance',
      firstName: 'Kwame',
      email: 'kwame.journey@example.com',
      applicationType: 'Internship',
    });
    const files = await store.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, application!.id));
    const resume = files.find((file) => file.field === 'Resume')!;
    expect(resume.fileName).toBe('Kwame CV.pdf');
    expect(resume.mediaType).toBe('application/pdf');
    expect(readFileSync(store.files.pathOf(resume.sha256)).equals(resumeBytes)).toBe(true);
    expect(readFileSync(store.files.pathOf(files.find((file) => file.field === 'CoverLetter')!.sha256)).equals(sampleDocx)).toBe(true);
  } finally {
    await store.close();
  }
});
