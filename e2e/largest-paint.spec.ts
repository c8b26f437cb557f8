import { allRoutes, concretePaths } from '../src/routes/routes';
import { expect, test } from './fixtures';
import { lighthousePhone } from './phone';

/**
 * Each page's largest paint on the phone Lighthouse emulates, with the real server and its seeded
 * store, is what the route table says it is (`largestPaint`), and the page loads for it:
 * - an image: it is asked for first (fetchpriority="high"), and no font is preloaded;
 * - text: the Latin face of Inter is preloaded (and nothing else is), so it is painted in its face.
 * Every image asked for first is in the first view, so none takes the bandwidth from the one that is.
 */
test.use({ realApi: true, ...lighthousePhone });

declare global {
  interface Window {
    largestPaints: { tag: string; fetchPriority: string | null }[];
  }
}

for (const route of allRoutes) {
  for (const path of concretePaths(route)) {
    test(`${path}: the largest paint is ${route.largestPaint}, and the page loads it first`, async ({ page }) => {
      await page.addInitScript(() => {
        window.largestPaints = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
            if (entry.element)
              window.largestPaints.push({ tag: entry.element.tagName, fetchPriority: entry.element.getAttribute('fetchpriority') });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Two frames, so that a paint caused by the last response is reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const largest = (await page.evaluate(() => window.largestPaints)).at(-1);
      expect(largest?.tag === 'IMG' ? 'image' : 'text').toBe(route.largestPaint);
      if (route.largestPaint === 'image') expect(largest?.fetchPriority).toBe('high');

      const fontPreloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(fontPreloads).toEqual(
        route.largestPaint === 'text' ? [expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)] : [],
      );

      const firstImagesOutOfView = await page
        .locator('img[fetchpriority="high"]')
        .evaluateAll((images) =>
          images.filter((image) => image.getBoundingClientRect().top >= window.innerHeight).map((image) => image.getAttribute('src')),
        );
      expect(firstImagesOutOfView).toEqual([]);
    });
  }
}
