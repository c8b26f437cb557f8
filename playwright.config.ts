import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4321);

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
    toHaveScreenshot: { maxDiffPixels: 60, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Africa/Accra',
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
