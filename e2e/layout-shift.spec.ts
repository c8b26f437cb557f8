import { allRoutes, concretePaths } from '../src/routes/routes';
import { viewportAt } from './breakpoints';
import { expect, test } from './fixtures';

/**
 * Nothing moves under the visitor while a page loads (Cumulative Layout Shift under 0.01, as the
 * Lighthouse target): fonts swapping, lists arriving from the API, widgets hydrating. Measured by the
 * browser's own layout-shift entries from the first paint until the page has settled, on a phone
 * width, with the real server and its seeded store answering the lists.
 */
test.use({ realApi: true });

for (const path of allRoutes.flatMap((route) => concretePaths(route))) {
  test(`no layout shift while ${path} loads`, async ({ page }) => {
    await page.setViewportSize(viewportAt('xs'));
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    // Two frames, so a shift caused by the last response is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBeLessThan(0.01);
  });
}
