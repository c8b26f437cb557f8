import { request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { viewportAt } from '../breakpoints';
import { expect, settle, test } from '../fixtures';
import { sinkMailEnv } from '../mail-sink';
import { stateShot } from '../state-shot';
import {
  account,
  confirmedSubscriber,
  pendingSubscriber,
  sendApplication,
  sendMessage,
  signIn,
  staffApi,
  startStaffServer,
  type StaffServer,
} from './staff-kit';

/**
 * Every staff page at the smallest and a wide breakpoint (470 and 1440 px): its screenshot baseline
 * (dates, set-up links and other run-dependent text are [data-volatile], masked) and zero axe
 * violations, on a store of its own so that its lists hold the same rows on every run.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
const admin = account('abena.admin@example.com', 'admin');
const marketing = account('kofi.marketing@example.com', 'marketing');
/** Signs in only on its own page's shots: its sessions are ended down to the one in use before each. */
const owner = account('yaa.owner@example.com', 'hr');

test.beforeAll(async () => {
  // A server start, the command line once per account, Argon2id hashing for each, and a newsletter sent.
  test.setTimeout(150_000);
  // Its mails go to the sink: a subscriber confirms by the link in theirs.
  server = await startStaffServer([admin, marketing, owner], [{ email: 'new.colleague@example.com', role: 'hr' }], sinkMailEnv());
  await sendMessage(server, {
    fullName: 'Akosua Mensah',
    email: 'akosua@example.com',
    company: 'Journey Farms',
    messageBody: 'We would like a payroll demo for 40 staff.',
  });
  await sendApplication(server, { firstName: 'Ama', email: 'ama.mensah@example.com' });
  // A lead: an address left in a banner on /about (the page comes in the Referer, as a browser sends it).
  const api = await request.newContext();
  const lead = await api.post(server.at('/api/contact/subscribe?type=contactACS'), {
    headers: { referer: server.at('/about') },
    data: { subscriberEmail: 'kojo.lead@example.com' },
  });
  expect(lead.status()).toBe(200);
  await api.dispose();
  await newsletterRecords();
});

/**
 * The subscribers of each kind and state, and two issues of the newsletter: October's, sent to the
 * one confirmed subscriber (once its mail is sent, its counts no longer move), and November's draft.
 */
async function newsletterRecords() {
  await confirmedSubscriber(server, 'ama.reader@example.com');
  await pendingSubscriber(server, 'kwame.waiting@example.com');
  await confirmedSubscriber(server, 'esi.jobs@example.com', ['Engineer', 'Finance']);
  const staff = await staffApi(server, marketing);
  const october = await staff<{ id: number }>('POST', '/staff/api/newsletter', {
    subject: 'October news',
    body: '## Payslips by SMS\n\nEvery baker now gets a **payslip** on their phone.',
  });
  await staff('POST', `/staff/api/newsletter/${october.id}/send`);
  await staff('POST', '/staff/api/newsletter', {
    subject: 'November news',
    body: '## Leave in one tap\n\nAsk for a day off from the app:\n\n- pick the days\n- add a note\n- send',
  });
  type Listed = { items: { id: number; status: string; counts: Record<string, number> }[] };
  await expect
    .poll(async () => (await staff<Listed>('GET', '/staff/api/newsletter')).items.find((issue) => issue.id === october.id), {
      timeout: 30_000,
    })
    .toMatchObject({ status: 'sent', counts: { queued: 1, sent: 1, failed: 0, unsubscribed: 0 } });
}
test.afterAll(async () => server?.stop());

/** The signed-in pages, by path and the heading each shows. */
const pages = [
  { name: 'messages', path: '/staff/messages', heading: 'Messages' },
  { name: 'subscribers', path: '/staff/subscribers', heading: 'Subscribers' },
  { name: 'applications', path: '/staff/applications', heading: 'Applications' },
  { name: 'application', path: '/staff/applications/1', heading: 'Application from Ama Mensah' },
  { name: 'jobs', path: '/staff/jobs', heading: 'Jobs' },
  { name: 'job-new', path: '/staff/jobs/new', heading: 'New job' },
  { name: 'job', path: '/staff/jobs/1', heading: /^Edit: / },
  { name: 'articles', path: '/staff/articles', heading: 'Articles' },
  { name: 'article-new', path: '/staff/articles/new', heading: 'New article' },
  { name: 'article', path: '/staff/articles/1', heading: /^Edit: / },
  { name: 'newsletter', path: '/staff/newsletter', heading: 'Newsletter' },
  { name: 'newsletter-new', path: '/staff/newsletter/new', heading: 'Write an issue' },
  { name: 'newsletter-draft', path: '/staff/newsletter/2', heading: 'Edit: November news' },
  { name: 'newsletter-sent', path: '/staff/newsletter/1', heading: 'Issue: October news' },
  { name: 'users', path: '/staff/users', heading: 'Users' },
  { name: 'audit', path: '/staff/audit', heading: 'Audit log' },
  { name: 'not-found', path: '/staff/nothing-here', heading: 'Page not found' },
] as const;

const widths = ['xs', 'xl'] as const;

async function shoot(page: Page, name: string, width: (typeof widths)[number], { fullPage = true } = {}) {
  await settle(page);
  await expect(page).toMatchBaseline([width, `staff-${name}.png`], { ...stateShot(page), fullPage });
  await expectNoAxeViolations(page);
}

// The rows, not a picture: the same at every width, so read once.
test('the subscribers: who confirmed, who has not yet, and the kinds of job of a confirmed job alert', async ({ page }) => {
  await signIn(page, server, marketing);
  await page.goto(server.at('/staff/subscribers'));
  const row = (email: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
  await expect(row('ama.reader@example.com').getByRole('cell')).toHaveText(['Newsletter', 'Active', /\S/, /\S/, /\S/]);
  await expect(row('kwame.waiting@example.com').getByRole('cell')).toHaveText([
    'Newsletter',
    'Waiting for confirmation',
    'Not confirmed',
    /\S/,
    /\S/,
  ]);
  await expect(row('esi.jobs@example.com').getByRole('cell').first()).toHaveText('Job alerts Kinds of job: Engineer, Finance');
  await expect(row('esi.jobs@example.com').getByRole('cell').nth(1)).toHaveText('Active');
  await expect(row('kojo.lead@example.com').getByRole('cell')).toHaveText(['Contact', 'Active', 'Not asked', /\S/, /\S/]);
});

for (const width of widths) {
  test.describe(`at ${width}`, () => {
    test.use({ viewport: viewportAt(width) });

    test('the sign-in page', async ({ page }) => {
      await page.goto(server.at('/staff/sign-in'));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await shoot(page, 'sign-in', width);
      // Its errors, as a keyboard user who sends it empty sees them.
      await page.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
      await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
        'Enter the e-mail address of your account.',
      );
      await shoot(page, 'sign-in-errors', width);
    });

    test('the set-up page', async ({ page }) => {
      await page.goto(server.at(server.links['new.colleague@example.com']!));
      await expect(page.getByRole('heading', { level: 2, name: 'Your password' })).toBeVisible();
      await shoot(page, 'set-up', width);
    });

    test('the signed-in pages', async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, server, admin);
      for (const { name, path, heading } of pages) {
        await page.goto(server.at(path));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await shoot(page, name, width);
      }
    });

    test("the newsletter editor's preview and its send dialog", async ({ page }) => {
      await signIn(page, server, marketing);
      await page.goto(server.at('/staff/newsletter/2'));
      // With the keyboard, as the journeys: no pointer hovers a button in the shots.
      await page.getByRole('button', { name: 'Preview' }).press('Enter');
      await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Leave in one tap' })).toBeVisible();
      await shoot(page, 'newsletter-preview', width);
      await page.getByRole('button', { name: 'Send to 1 subscriber' }).press('Enter');
      await expect(page.getByRole('dialog', { name: 'Send this issue to 1 subscriber?' })).toBeVisible();
      // What the screen shows: the modal dialog over the page where it stands (a full-page shot draws the backdrop on one screen's height only).
      await shoot(page, 'newsletter-send-dialog', width, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the account page, its one session in use', async ({ page }) => {
      await signIn(page, server, owner);
      await page.goto(server.at('/staff/account'));
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      const sessions = page.getByRole('table', { name: 'Where you are signed in' });
      await expect(sessions).toContainText('This session');
      const end = sessions.getByRole('button', { name: 'End this session' });
      while ((await end.count()) > 0) {
        const before = await end.count();
        await end.first().click();
        await expect(end).toHaveCount(before - 1);
      }
      await page.reload();
      await expect(sessions.getByRole('row')).toHaveCount(2);
      await shoot(page, 'account', width);
    });

    test('a page outside the role', async ({ page }) => {
      await signIn(page, server, marketing);
      await page.goto(server.at('/staff/users'));
      await expect(page.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
      await shoot(page, 'not-allowed', width);
    });
  });
}
