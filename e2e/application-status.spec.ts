import type { Page } from '@playwright/test';
import { applicationStages } from '../src/content/application-stages';
import type { ApplicantStatus } from '../src/contracts/application-status';
import { expectNoAxeViolations } from './axe';
import { breakpoints, viewportHeight } from './breakpoints';
import { waitForWidgets } from './careers-helpers';
import { expect, settle, test } from './fixtures';
import { linkIn, mailsTo } from './mail-sink';
import { account, sendApplication, signIn, startStaffServer, type StaffServer } from './staff/staff-kit';
import { stateShot } from './state-shot';

/**
 * The applicant's private status page (issue 40, point 5): applied through the real form, its link read
 * from the acknowledgement the suite's SMTP server received, withdrawn and its deletion asked, HR's mail
 * received, and the staff page telling of both; then each state of the page against its baselines,
 * with the API stubbed so that the pixels hold still. The page without a link is the matrix's.
 */

const resume = {
  name: 'Status CV.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n% status resume\n'), Buffer.alloc(2048, 0x20)]),
};
const uniqueAddress = (who: string) => `${who}.${Date.now()}.${test.info().workerIndex}@example.com`;
/** The stage the page marks as the one the application is at. */
const currentStage = (page: Page) => page.locator('main li[aria-current="step"]');

test.describe('through the real server', () => {
  test.use({ realApi: true });

  test('apply, open the link in the acknowledgement, withdraw and ask for deletion; HR receives the request', async ({ page, visit }) => {
    test.setTimeout(90_000);
    const email = uniqueAddress('kojo.status');
    await visit('/careers/1');
    await waitForWidgets(page, 1);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const form = page.getByRole('tabpanel', { name: 'Job Application' });
    await form.getByLabel(/^First name/).fill('Kojo');
    await form.getByLabel(/^Last name/).fill('Status');
    await form.getByLabel(/^Email address/).fill(email);
    await page
      .locator('input[type="file"]')
      .and(page.getByLabel(/^Resume/))
      .setInputFiles(resume);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const panel = page.getByRole('region', { name: 'Application received' });
    await expect(panel).toHaveAccessibleDescription(/^Your reference is VS-\d{4}-\d{4,}$/);
    const reference = (await panel.locator('strong').textContent())!;

    const [acknowledgement] = await mailsTo(email, { subject: /^We received your application/ });
    const link = linkIn(acknowledgement!, '/application-status');
    expect(link).toMatch(/^\/application-status\?token=[\w-]{43}$/);
    expect(acknowledgement!.text).toContain('It works until 26 November 2028, when we delete applications.');

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await visit(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application');
    await expect(page.getByRole('definition').filter({ hasText: reference })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'National Service and Internship Opportunities' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '26 November 2026' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Where it stands' }).getByRole('listitem')).toHaveText([
      /^Received/,
      'In review',
      'Interviewing',
      'Closed',
    ]);
    await expect(currentStage(page)).toHaveText(/^Received/);
    await expectNoAxeViolations(page);

    // Withdraw, with the keyboard: the question takes focus, then the message that says it is done.
    await page.getByRole('button', { name: 'Withdraw application' }).press('Enter');
    await expect(page.getByText('Are you sure you want to withdraw your application?')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, withdraw it' }).press('Enter');
    const withdrawn = page.getByRole('status').getByText('Your application is withdrawn. We will not consider it any further.');
    await expect(withdrawn).toBeFocused();
    await expect(currentStage(page)).toHaveText(/^Withdrawn/);
    await expect(page.getByText(applicationStages.withdrawn.meaning)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Ask for the data to be deleted, with the mouse; the request reaches HR's mailbox.
    await page.getByRole('button', { name: 'Ask us to delete your data' }).click();
    await page.getByRole('button', { name: 'Yes, delete my data' }).click();
    await expect(page.getByRole('status').getByText(/^Your request has reached our people team\./)).toBeFocused();
    await expect(page.getByText(/^You asked us on 26 November 2026 to delete your data\./)).toBeVisible();
    await expectNoAxeViolations(page);
    const [request] = await mailsTo('hr@team.example', { subject: new RegExp(`^Data deletion request: ${reference}$`) });
    expect(request!.text).toContain(`The applicant of application ${reference} asked on 26 November 2026`);
    expect(request!.text).not.toContain(link);

    // Opened again, the page says the same; the token went nowhere but this site's own API.
    await visit(link);
    await expect(currentStage(page)).toHaveText(/^Withdrawn/);
    await expect(page.getByText(/^You asked us on 26 November 2026/)).toBeVisible();
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    expect(requests.filter((url) => url.includes(token) && new URL(url).pathname !== '/application-status')).toEqual([]);
  });

  test('a link that opens nothing says so, and leads to the open positions', async ({ page, visit, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 404/);
    await visit(`/application-status?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByText(/^It may be incomplete or mistyped, or it has expired: a link works for 24 months/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'See our open positions' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('without a link the page asks for the one in the e-mail, and calls nothing', async ({ page, visit, apiRequests }) => {
    await visit('/application-status');
    await expect(page.getByText(/^This page shows where your job application stands when you open it from the private link/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'See our open positions' })).toHaveAttribute('href', '/careers');
    expect(apiRequests).toHaveLength(0);
    // Private: not in the sitemap.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/application-status');
  });
});

test.describe('the staff page of a withdrawn application', () => {
  test.use({ realApi: true });
  test.describe.configure({ mode: 'serial' });
  let server: StaffServer;
  const hr = account('adwoa.hr@example.com', 'hr');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The staff kit's servers send to the suite's SMTP server too.
    server = await startStaffServer([hr], [], { HR_EMAIL: 'hr@team.example' });
  });
  test.afterAll(async () => server?.stop());

  test('says the applicant withdrew it and asked for their data to be deleted', async ({ page }) => {
    const email = uniqueAddress('efua.status');
    await sendApplication(server, { firstName: 'Efua', email });
    const [acknowledgement] = await mailsTo(email);
    const token = new URL(linkIn(acknowledgement!, '/application-status'), 'http://x').searchParams.get('token')!;
    for (const call of ['withdraw-application', 'request-data-deletion']) {
      const answer = await fetch(server.at(`/api/job-vacancy/${call}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    }

    await signIn(page, server, hr);
    await page.getByRole('link', { name: 'Efua Mensah' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application from Efua Mensah' })).toBeVisible();
    await expect(page.getByText('Withdrawn by the applicant', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: /^The applicant asked on .+ for their data to be deleted\./ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('New → Withdrawn by the applicant, by the applicant');
    await expectNoAxeViolations(page);
  });
});

/** A stubbed application, as the server answers it: the seeded vacancy, on the suite's day. */
const stubbed = (status: ApplicantStatus['status'], deletionRequestedAt: string | null = null): ApplicantStatus => ({
  reference: 'VS-2026-0042',
  jobTitle: 'National Service and Internship Opportunities',
  sentAt: '2026-11-26T09:00:00.000Z',
  status,
  stage: applicationStages[status],
  mayWithdraw: ['new', 'reviewed', 'shortlisted'].includes(status),
  deletionRequestedAt,
  linkExpiresAt: '2028-11-26T09:00:00.000Z',
});

async function answer(page: Page, call: string, body: unknown, status = 200) {
  await page.route(`**/api/job-vacancy/${call}`, (route) =>
    route.fulfill({ status, contentType: status === 200 ? 'application/json' : 'application/problem+json', body: JSON.stringify(body) }),
  );
}

const stubLink = `/application-status?token=${'s'.repeat(43)}`;

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toMatchBaseline(name.split('/'), stateShot(page));
  await expectNoAxeViolations(page);
}

for (const { name, width } of breakpoints) {
  test.describe(`the status page at ${name}`, () => {
    test.use({ viewport: { width, height: viewportHeight } });

    test('an application in review', async ({ page, visit }) => {
      await answer(page, 'application-status', stubbed('reviewed'));
      await visit(stubLink);
      await expect(currentStage(page)).toHaveText(/^In review/);
      await shoot(page, `${name}/application-status-in-review.png`);
    });

    if (name !== 'xs' && name !== 'xl') return;

    test('asking to withdraw', async ({ page, visit }) => {
      await answer(page, 'application-status', stubbed('reviewed'));
      await visit(stubLink);
      await page.getByRole('button', { name: 'Withdraw application' }).click();
      await expect(page.getByText('Are you sure you want to withdraw your application?')).toBeFocused();
      await shoot(page, `${name}/application-status-confirm.png`);
    });

    test('withdrawn, and the deletion asked', async ({ page, visit }) => {
      await answer(page, 'application-status', stubbed('reviewed'));
      await answer(page, 'withdraw-application', stubbed('withdrawn'));
      await visit(stubLink);
      await page.getByRole('button', { name: 'Withdraw application' }).click();
      await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
      await expect(page.getByRole('status').getByText(/^Your application is withdrawn\./)).toBeFocused();
      await answer(page, 'request-data-deletion', stubbed('withdrawn', '2026-11-26T10:00:00.000Z'));
      await page.getByRole('button', { name: 'Ask us to delete your data' }).click();
      await page.getByRole('button', { name: 'Yes, delete my data' }).click();
      await expect(page.getByRole('status').getByText(/^Your request has reached our people team\./)).toBeFocused();
      await page.getByRole('heading', { level: 1 }).click();
      await shoot(page, `${name}/application-status-withdrawn.png`);
    });

    test('a link that opens nothing', async ({ page, visit, consoleWatch }) => {
      consoleWatch.allow(/Failed to load resource: the server responded with a status of 404/);
      await answer(page, 'application-status', { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not valid.' }, 404);
      await visit(stubLink);
      await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      await shoot(page, `${name}/application-status-not-valid.png`);
    });
  });
}

test.describe('the status page when a call fails', () => {
  test('a failure to open it offers to try again; a failure to withdraw keeps the question, and the same key is sent again', async ({
    page,
    visit,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 500/);
    let opens = 0;
    await page.route('**/api/job-vacancy/application-status', (route) =>
      (opens += 1) === 1
        ? route.fulfill({ status: 500, body: '' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(stubbed('new')) }),
    );
    await visit(stubLink);
    await expect(page.getByRole('alert')).toHaveText('We could not open your application just now. Try again in a few minutes.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(currentStage(page)).toHaveText(/^Received/);

    const keys: (string | null)[] = [];
    await page.route('**/api/job-vacancy/withdraw-application', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? null);
      return keys.length === 1
        ? route.fulfill({ status: 500, body: '' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(stubbed('withdrawn')) });
    });
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    const confirm = page.getByRole('button', { name: 'Yes, withdraw it' });
    await confirm.click();
    await expect(page.getByRole('alert')).toHaveText('We could not withdraw your application. Try again.');
    await expect(confirm).toBeVisible();
    await confirm.click();
    await expect(currentStage(page)).toHaveText(/^Withdrawn/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('"Keep my application" puts the question away and focus back on the button', async ({ page, visit }) => {
    await answer(page, 'application-status', stubbed('shortlisted'));
    await visit(stubLink);
    const start = page.getByRole('button', { name: 'Withdraw application' });
    await start.click();
    await page.getByRole('button', { name: 'Keep my application' }).click();
    await expect(page.getByText('Are you sure you want to withdraw your application?')).toHaveCount(0);
    await expect(start).toBeFocused();
  });

  test('a 409 (closed meanwhile) reloads the stage and says it can no longer be withdrawn', async ({ page, visit, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 409/);
    let opens = 0;
    await page.route('**/api/job-vacancy/application-status', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(stubbed((opens += 1) === 1 ? 'new' : 'rejected')),
      }),
    );
    await answer(page, 'withdraw-application', { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Closed.' }, 409);
    await visit(stubLink);
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await expect(page.getByRole('status').getByText('This application can no longer be withdrawn.')).toBeFocused();
    await expect(currentStage(page)).toHaveText(/^Closed/);
  });
});
