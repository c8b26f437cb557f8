import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin } from '../server/test/admin-kit';
import { startServer, stopAllServers, type ServerProcess } from '../server/test/server-process';
import { expectNoAxeViolations } from './axe';
import { breakpoints, viewportHeight } from './breakpoints';
import { expect, settle, test } from './fixtures';
import { ScreenReader } from './screen-reader/virtual-screen-reader';
import { stateShot } from './state-shot';

/**
 * The page of a vacancy the team ended (issue 40, point 6), through the real server on a store of its
 * own, whose jobs the team's command line ends: closed (seed job 9), filled (10), withdrawn (11, status
 * 410). Each keeps its title, says how it ended and leads to the open positions and to job alerts, out
 * of search results; the filled one is seen at every breakpoint, and each with axe.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

const dataDir = mkdtempSync(join(tmpdir(), 'volta-ended-jobs-'));
let server: ServerProcess;
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).toString();
const jobs = {
  closed: { id: 9, title: 'UI/UX Designer' },
  filled: { id: 10, title: 'Product Designer' },
  withdrawn: { id: 11, title: 'Graphic Designer' },
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' });
  const added = await runAdmin(['users', 'add', 'ama@voltasystems.com', '--role', 'admin'], {
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: server.url,
  });
  expect(added.code, added.stderr).toBe(0);
  for (const [command, ended] of [
    ['close', 'closed'],
    ['fill', 'filled'],
    ['withdraw', 'withdrawn'],
  ] as const) {
    const run = await runAdmin(['jobs', command, String(jobs[ended].id), '--as', 'ama@voltasystems.com'], { DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
  }
});
test.afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

for (const [ended, status] of [
  ['closed', 200],
  ['filled', 200],
  ['withdrawn', 410],
] as const) {
  test(`a ${ended} job's page: its title, "This position has been ${ended}.", the two ways on, noindex, status ${status}`, async ({
    page,
    visit,
    consoleWatch,
  }) => {
    // Chromium logs the document's own 410, as it does a 404: the server saying the page is gone.
    consoleWatch.allow(/^Failed to load resource: the server responded with a status of 410 \(Gone\)$/);
    const job = jobs[ended];
    const answer = await visit(at(`/careers/${job.id}`));
    expect(answer!.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page).toHaveTitle(`${job.title} – Careers – Volta Systems`);
    const notice = page.getByRole('region', { name: `This position has been ${ended}.` });
    await expect(notice.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/careers#open_roles');
    await expect(notice.getByRole('link', { name: 'Get job alerts' })).toHaveAttribute('href', '/job-alerts');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Share Job' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await notice.getByRole('link', { name: 'See open positions' }).click();
    await expect(page).toHaveURL(/\/careers#open_roles$/);
    await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeInViewport();
    await expect(page.locator('#open_roles').getByRole('link', { name: job.title })).toHaveCount(0);
  });
}

test('reached inside the app, an ended job is fetched and shown the same way', async ({ page, visit }) => {
  await visit(at('/careers'));
  // A navigation of the app's router (as a link would make), not a page load: the page asks get-job-by-id.
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/job-vacancy/get-job-by-id'));
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/careers/${jobs.filled.id}`);
  expect(await (await asked).json()).toEqual({ id: jobs.filled.id, title: jobs.filled.title, ended: 'filled' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobs.filled.title);
  await expect(page.getByRole('heading', { level: 2, name: 'This position has been filled.' })).toBeVisible();
  await expect(page).toHaveTitle(`${jobs.filled.title} – Careers – Volta Systems`);
});

test('a filled job at every breakpoint: screenshot and axe', async ({ page, visit }) => {
  test.setTimeout(120_000);
  for (const { name, width } of breakpoints) {
    await test.step(`at ${name} (${width}px)`, async () => {
      await page.setViewportSize({ width, height: viewportHeight });
      if (width === breakpoints[0]!.width) await visit(at(`/careers/${jobs.filled.id}`), { waitUntil: 'networkidle' });
      await settle(page);
      await expect.soft(page).toMatchBaseline([name, 'careers-ended.png'], stateShot(page));
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('as a screen reader speaks it', () => {
  // The reader is imported from a blob: URL, which the site's content security policy refuses.
  test.use({ bypassCSP: true });

  test('the title, then how the position ended, then the two ways on', async ({ page, visit }) => {
    await visit(at(`/careers/${jobs.filled.id}`));
    const reader = await ScreenReader.start(page, 'main');
    await reader.next(11);
    const sentence = 'This position has been filled.';
    expect(await reader.log()).toEqual([
      'main',
      'link, Back to all jobs',
      `heading, ${jobs.filled.title}, level 1`,
      `region, ${sentence}`,
      `heading, ${sentence}, level 2`,
      'paragraph',
      'It no longer takes applications. Thank you for your interest: you are welcome to apply for one of the roles open now, or to hear by e-mail when a new one opens.',
      'end of paragraph',
      'link, See open positions',
      'link, Get job alerts',
      `end of region, ${sentence}`,
      'end of main',
    ]);
  });
});
