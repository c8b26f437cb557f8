import type { Page } from '@playwright/test';
import { expect, test, suiteTime } from './fixtures';
import { suiteStart } from '../server/test/suite-clock';

// Decision 191: every page lives on the suite's day, whatever the machine's calendar says (the proof
// runs move it a year either way around the whole suite, browsers excepted).
const pageNow = (page: Page) => page.evaluate(() => Date.now());
const aMinute = 60_000;

test.describe("the suite's day in the page", () => {
  test("a page's Date starts on the suite's day and runs on", async ({ page, visit }) => {
    await visit('/');
    const first = await pageNow(page);
    expect(first).toBeGreaterThanOrEqual(suiteStart.getTime());
    expect(first).toBeLessThan(suiteTime() + aMinute);
    await page.waitForTimeout(50);
    expect(await pageNow(page)).toBeGreaterThan(first);
  });

  test("Playwright's fake clock keeps the suite's time across a load, and a test can pause it ahead", async ({ page, visit }) => {
    await page.clock.install({ time: suiteTime() });
    await visit('/about');
    await visit('/contact-us');
    const now = await pageNow(page);
    expect(Math.abs(now - suiteTime())).toBeLessThan(aMinute);
    const ahead = suiteTime() + 5_000;
    await page.clock.pauseAt(ahead);
    expect(await pageNow(page)).toBe(ahead);
  });
});
