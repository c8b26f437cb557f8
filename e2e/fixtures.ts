import { test as base, expect as baseExpect, type Page, type Request, type Response, type Route } from '@playwright/test';
import { toMatchBaseline } from './baseline';
import { hydratedSelector } from './hydration';
import { suiteStart } from '../server/test/suite-clock';

/** When this worker started, by the machine's clock: the suite's time runs on from then. */
const workerStartedAt = Date.now();

/**
 * The suite's time now (decision 191): its fixed day, running on since the worker started. A page's
 * clock starts there (below), and so does a test's installed fake clock (`page.clock.install({ time: suiteTime() })`).
 */
export const suiteTime = () => suiteStart.getTime() + (Date.now() - workerStartedAt);

/**
 * The page's Date reads the suite's day (from `start`, running on), not the machine's: what a page
 * shows of today (the article editor's default date) is the same on every run. Timers stay real.
 *
 * Playwright's fake clock (`page.clock`) is injected after this and keeps this Date as its base: on
 * each load it replays the test's clock calls, moving the clock on by the base's now minus the test
 * process's Date.now() at each call. So once the fake clock is in the page, the base answers in the
 * test process's calendar (`driverOffset` from the browser's): else a run with the machine's clock a
 * year behind (decision 191, where browsers keep the real one) moved every page a year on.
 */
function startOnTheSuiteDay({ start, driverOffset }: { start: number; driverOffset: number }) {
  const RealDate = Date;
  const offset = start - RealDate.now();
  const pageClockInstalled = () => '__pwClock' in globalThis;
  const now = () => RealDate.now() + (pageClockInstalled() ? driverOffset : offset);
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown)),
  });
}

/** A seeded Math.random so that anything random on a page is the same on every run. */
function seedRandom() {
  let seed = 20140101;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every page of every test (the route × breakpoint matrix included) is checked against the server's
 * content security policy: a breach is reported as a console error, which fails the test.
 */
function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(`Content security policy violated: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
  );
}

/** Default answers of the stubbed API: every call succeeds and lists are empty. */
async function defaultApi(route: Route) {
  const { pathname } = new URL(route.request().url());
  const isList = pathname.includes('get-all-articles') || pathname.includes('job-vacancy/available');
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(isList ? [] : {}) });
}

type ConsoleWatch = {
  messages: string[];
  /** Accepts messages a test causes on purpose (the browser's "Failed to load resource" on a stubbed 500). */
  allow: (pattern: RegExp) => void;
};

type Options = {
  /** Journeys that show the product working go through the real server and store, not the stub. */
  realApi: boolean;
};

/** Loads a page of the site as page.goto does, and answers once the app has hydrated it. */
export type Visit = (url: string, options?: Parameters<Page['goto']>[1]) => Promise<Response | null>;

type Fixtures = {
  /** Console errors and uncaught exceptions; every test ends by asserting there were none. */
  consoleWatch: ConsoleWatch;
  /** Every request that went to the API (stubbed unless the test uses realApi). */
  apiRequests: Request[];
  /**
   * page.goto, then a wait until the app has hydrated the page and its islands (html[data-hydrated],
   * and no island pending: src/hydration/island.tsx), so that a test never acts on a control
   * before React has attached its handlers. A test that holds the scripts back, or looks at the page
   * before it hydrates, calls page.goto itself.
   */
  visit: Visit;
};

/**
 * The not-found page is served with status 404, and Chromium logs that status for the document
 * itself: that one line, for the page's own address only, is the server doing its job.
 */
const documentNotFound = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

export const test = base.extend<Options & Fixtures>({
  realApi: [false, { option: true }],
  consoleWatch: [
    async ({ page }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (documentNotFound.test(message.text()) && message.location().url === page.url()) return;
        messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(`Uncaught: ${error.message}`));
      await page.addInitScript(seedRandom);
      // The test process's calendar less the browser's: 0 but for a run on a moved clock.
      const driverOffset = Date.now() - (await page.evaluate(() => Date.now()));
      await page.addInitScript(startOnTheSuiteDay, { start: suiteStart.getTime(), driverOffset });
      await page.addInitScript(reportPolicyViolations);
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      expect(messages.filter((text) => !allowed.some((pattern) => pattern.test(text)))).toEqual([]);
    },
    { auto: true },
  ],
  apiRequests: [
    async ({ page, realApi }, use) => {
      const requests: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.includes('/api/')) requests.push(request);
      });
      if (!realApi) await page.route('**/api/**', defaultApi);
      await use(requests);
    },
    { auto: true },
  ],
  visit: [
    async ({ page }, use) => {
      await use(async (url, options) => {
        const response = await page.goto(url, options);
        await page.locator(hydratedSelector).waitFor({ state: 'attached' });
        return response;
      });
    },
    { scope: 'test' },
  ],
});

/** Playwright's expect, with toMatchBaseline: toHaveScreenshot that skips the pixel comparison when the PNG is the baseline's. */
export const expect = baseExpect.extend({ toMatchBaseline });

/** Waits until web fonts and every image have loaded and decoded, so a screenshot is stable. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    images.forEach((image) => (image.loading = 'eager'));
    await Promise.all(
      images.map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    // A video shows its poster, which the browser loads on its own: wait for that image too.
    const posters = [...document.querySelectorAll('video[poster]')].map((video) => {
      const poster = new Image();
      poster.src = (video as HTMLVideoElement).poster;
      return poster.decode().catch(() => undefined);
    });
    await Promise.all(posters);
  });
}
