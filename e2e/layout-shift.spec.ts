import { allRoutes, concretePaths } from '../src/routes/routes';
import { expect, test } from './fixtures';
import { lighthousePhone } from './phone';

/**
 * What a page does while it loads, on the phone Lighthouse emulates and with motion allowed (the
 * floating words, the counters and the carousels run), with the real server and its seeded store
 * answering the lists:
 * - nothing moves under the visitor (Cumulative Layout Shift under 0.01, the Lighthouse target):
 *   fonts swapping, lists arriving, widgets hydrating; from the browser's own layout-shift entries;
 * - every image has its width and height, and waits (loading=lazy) when it starts below the fold.
 */
test.use({ realApi: true, ...lighthousePhone });

for (const path of allRoutes.flatMap((route) => concretePaths(route))) {
  test(`${path} loads without layout shift, its images sized and lazy below the fold`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { shifts: [] as number[], belowFold: [] as string[] };
      (window as unknown as { pageLoad: typeof seen }).pageLoad = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) seen.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // Where each image is in the first layout, before anything has scrolled.
      document.addEventListener('DOMContentLoaded', () => {
        for (const image of document.images) {
          if (image.getBoundingClientRect().top > window.innerHeight) seen.belowFold.push(image.src);
        }
      });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    // Two frames, so a shift caused by the last response is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const seen = await page.evaluate(() => {
      type Seen = { shifts: number[]; belowFold: string[] };
      const { shifts, belowFold } = (window as unknown as { pageLoad: Seen }).pageLoad;
      const images = [...document.images].map((image) => ({
        src: image.getAttribute('src'),
        sized: image.hasAttribute('width') && image.hasAttribute('height'),
        loading: image.getAttribute('loading'),
        belowFold: belowFold.includes(image.src),
      }));
      return { shift: shifts.reduce((sum, value) => sum + value, 0), images };
    });
    expect(seen.shift).toBeLessThan(0.01);
    expect(seen.images.filter((image) => !image.sized).map((image) => image.src)).toEqual([]);
    expect(seen.images.filter((image) => image.belowFold && image.loading !== 'lazy').map((image) => image.src)).toEqual([]);
  });
}
