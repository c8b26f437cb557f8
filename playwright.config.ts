import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, fullChromiumArgs, fullChromiumPath } from './e2e/browser.mjs';
import { shiftedCalendarEnv, withoutFaketime } from './e2e/calendar-shift.mjs';
import { screenshotOptions } from './e2e/screenshot-options';
import { suiteClockSettings } from './server/test/suite-clock';

const port = Number(process.env.E2E_PORT ?? 4321);
/** The built component workbench (e2e/workbench.spec.ts) is served on the next port. */
const workbenchPort = port + 1;
/** The mail sink (scripts/checks/mail-sink.mjs): its HTTP side for the specs (e2e/mail-sink.ts), then its SMTP side for the site. */
const mailSinkPort = port + 3;
process.env.E2E_MAIL_SINK = `http://127.0.0.1:${mailSinkPort}`;
// A new store for every run, seeded on the server's first start. Set here, in the runner's process,
// so that the workers (which inherit its environment) know where it is.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'volta-e2e-'));
// Every server and command the suite starts lives on the suite's fixed day (decision 191), with the
// machine's calendar moved far from it (server/test/server-process.ts, e2e/calendar-shift.mjs).
Object.assign(process.env, suiteClockSettings(), { E2E_SHIFT_CALENDAR: '1' });

export default defineConfig({
  testDir: 'e2e',
  snapshotPathTemplate: 'visual-baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['line']] : [['list']],
  expect: {
    timeout: 7_000,
    // A copy: Playwright rewrites the stylePath of what it is given.
    toHaveScreenshot: { ...screenshotOptions },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Africa/Accra',
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: withoutFaketime() },
  },
  // Firefox and WebKit run e2e/engines through their own drivers (docs/decisions/170), against the same servers.
  projects: [
    { name: 'chromium', testIgnore: ['**/e2e/engines/**', '**/main-thread.spec.ts'] },
    { name: 'firefox', testDir: 'e2e/engines' },
    { name: 'webkit', testDir: 'e2e/engines' },
    // Wall-clock timings of a slowed CPU: alone, one page at a time, once the other projects have
    // finished (it depends on them), in every run of `playwright test` (`npm test`); in the full
    // browser, whose main thread is the visitors' (issue 41), not the headless shell of the baselines.
    {
      name: 'main-thread',
      testMatch: 'main-thread.spec.ts',
      use: { launchOptions: { executablePath: fullChromiumPath(), args: fullChromiumArgs, env: withoutFaketime() } },
      dependencies: ['chromium', 'firefox', 'webkit'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node dist-server/main.js',
      // The journeys send many forms from one address: the per-minute limit is raised for the suite.
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
        // The site's mails go to a real SMTP server, whose mails the loops' journeys read.
        SMTP_URL: `smtp://127.0.0.1:${mailSinkPort + 1}`,
        SALES_EMAIL: 'sales@team.example',
        HR_EMAIL: 'hr@team.example',
        MAIL_FROM: 'website@team.example',
        ...shiftedCalendarEnv(),
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: 'node scripts/checks/mail-sink.mjs',
      env: { PORT: String(mailSinkPort), SMTP_PORT: String(mailSinkPort + 1) },
      url: `http://127.0.0.1:${mailSinkPort}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: 'node scripts/checks/serve-workbench.mjs',
      env: { PORT: String(workbenchPort) },
      url: `http://127.0.0.1:${workbenchPort}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
