import { expect, test as base } from '@playwright/test';
import type { BrowserLocale, EngineBrowser, EngineName } from './engine';
import { EnginePage } from './engine-page';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

type WorkerFixtures = {
  /** The project's engine (its name: firefox or webkit), launched once per worker. */
  engineBrowser: EngineBrowser;
};

type TestFixtures = {
  /** A fresh page of the worker's engine; the test fails if the page reported any error. */
  enginePage: EnginePage;
};

const engines = { firefox: launchFirefox, webkit: launchWebKit } satisfies Record<
  EngineName,
  (locale: BrowserLocale) => Promise<EngineBrowser>
>;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument to be destructured.
    async ({}, use, workerInfo) => {
      const name = workerInfo.project.name as EngineName;
      if (!(name in engines)) throw new Error(`e2e/engines runs in the firefox and webkit projects, not in ${name}.`);
      const { locale, timezoneId } = workerInfo.project.use;
      const browser = await engines[name]({ language: locale ?? 'en-GB', timezone: timezoneId ?? 'UTC' });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  enginePage: [
    async ({ engineBrowser, baseURL }, use) => {
      const page = new EnginePage(engineBrowser.name, await engineBrowser.newPage(), baseURL!);
      await use(page);
      const errors = await page.takeErrors();
      await page.close();
      expect(errors, `errors ${engineBrowser.name} reported`).toEqual([]);
    },
    { scope: 'test' },
  ],
});

/** expect.poll with short intervals: the engines answer over a socket in milliseconds. */
export function expectSoon<T>(read: () => Promise<T>, message?: string) {
  return expect.poll(read, { message, intervals: [50, 100, 200] });
}

export { expect };
