import { request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { viewportAt } from '../breakpoints';
import { expect, settle, test } from '../fixtures';
import { stateShot } from '../state-shot';
import { account, sendApplication, sendMessage, signIn, startStaffServer, type StaffServer } from './staff-kit';

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
  // A server start, the command line once per account, and Argon2id hashing for each.
  test.setTimeout(120_000);
  server = await startStaffServer([admin, marketing, owner], [{ email: 'new.colleague@example.com', role: 'hr' }]);
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
});
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
  { name: 'users', path: '/staff/users', heading: 'Users' },
  { name: 'audit', path: '/staff/audit', heading: 'Audit log' },
  { name: 'not-found', path: '/staff/nothing-here', heading: 'Page not found' },
] as const;

const widths = ['xs', 'xl'] as const;

async function shoot(page: Page, name: string, width: (typeof widths)[number]) {
  await settle(page);
  await expect(page).toMatchBaseline([width, `staff-${name}.png`], stateShot(page));
  await expectNoAxeViolations(page);
}

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
      test.setTimeout(120_000);
      await signIn(page, server, admin);
      for (const { name, path, heading } of pages) {
        await page.goto(server.at(path));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await shoot(page, name, width);
      }
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
