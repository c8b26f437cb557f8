import { allRoutes, concretePaths } from '../src/routes/routes';
import { expect, test } from './fixtures';
import { lighthousePhone } from './phone';

/**
 * What every page asks for while it loads (docs/decisions/018-first-paint-from-html.md), from the
 * browser's own resource and paint timings, on the phone Lighthouse emulates with motion allowed:
 * - the first paint needs the HTML alone: nothing but images (and, where the largest paint is text,
 *   the preloaded Latin face of Inter) is requested before it, so no script and no stylesheet;
 * - the inlined CSS is never requested again; the one stylesheet fetched is the web fonts', after
 *   the first paint, on the pages that did without it;
 * - a handful of chunks to hydrate the page, all requested after the first paint; then its islands
 *   (widgets, forms), the readers of its API answers and the motion kit, a few more;
 * - the runtime configuration is read once.
 */
test.use({ realApi: true, ...lighthousePhone });

/** What the page needs to hydrate (the chunks its boot script preloads), and all it loads until the network is idle. */
const maxBootChunks = 6;
const maxScripts = 14;

type Loaded = { name: string; kind: string; start: number };

for (const route of allRoutes) {
  for (const path of concretePaths(route)) {
    test(`${path} paints from its HTML, then loads a handful of scripts`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const { firstPaint, loaded } = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          firstPaint: paint,
          loaded: resources.map((entry) => {
            const url = new URL(entry.name);
            const kind = /\.js$/.test(url.pathname)
              ? 'script'
              : /\.css$/.test(url.pathname)
                ? 'stylesheet'
                : /\.woff2$/.test(url.pathname)
                  ? 'font'
                  : /\.(svg|png|jpe?g|webp|avif)$/.test(url.pathname)
                    ? 'image'
                    : entry.initiatorType;
            return { name: url.pathname, kind, start: entry.startTime };
          }),
        };
      });
      const before = (entry: Loaded) => entry.start < firstPaint;
      const allowedFirst = (entry: Loaded) =>
        entry.kind === 'image' || (route.largestPaint === 'text' && /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(entry.name));
      expect(loaded.filter(before).filter((entry) => !allowedFirst(entry))).toEqual([]);

      const stylesheets = loaded.filter((entry) => entry.kind === 'stylesheet').map((entry) => entry.name);
      expect(stylesheets).toEqual(route.largestPaint === 'text' ? [] : [expect.stringMatching(/^\/assets\/web-fonts-[\w-]+\.css$/)]);

      const bootChunks = await page
        .locator('script[data-chunks]')
        .evaluate((script: HTMLScriptElement) => JSON.parse(script.dataset.chunks!) as string[]);
      expect(bootChunks.length, bootChunks.join('\n')).toBeLessThanOrEqual(maxBootChunks);
      const scripts = loaded.filter((entry) => entry.kind === 'script');
      expect(scripts.map((entry) => entry.name)).toEqual(expect.arrayContaining(bootChunks));
      expect(scripts.length, scripts.map((entry) => entry.name).join('\n')).toBeLessThanOrEqual(maxScripts);
      expect(loaded.filter((entry) => entry.name === '/frontend-config.json')).toHaveLength(1);
    });
  }
}
