import type { Page } from '@playwright/test';
import { allRoutes } from './route-table';
import { concretePaths, type RouteDef } from '../src/routes/route-facts';
import { expect, test } from './fixtures';
import { noteHydrationTime } from './hydration';
import { lighthousePhone } from './phone';

/**
 * How every page loads, on the phone Lighthouse emulates (`npm run lighthouse`), with motion allowed
 * as for most visitors (the floating words, the counters and the carousels run), and with the real
 * server and its seeded store answering the lists. One load a path, three things seen in it:
 *
 * 1. What it asks for (docs/decisions/018-first-paint-from-html.md), from the browser's own resource
 *    and paint timings: the first paint needs the HTML alone (nothing but images, and where the
 *    largest paint is text the preloaded face of Inter for the site's copy, is requested before it); the inlined
 *    CSS is never requested again, the one stylesheet fetched being the web fonts', after the first
 *    paint, on the pages that did without it; a handful of chunks to hydrate, all after the first
 *    paint, then its islands, the readers of its API answers and the motion kit, a few more; the
 *    runtime configuration read once.
 * 2. Its largest paint is what the route table says (`largestPaint`), and the page loads for it: an
 *    image is asked for first (fetchpriority="high") and no font is preloaded; for text the copy's
 *    face of Inter is preloaded, and nothing else is. Every image asked for first is in the first view.
 * 3. Nothing moves under the visitor (Cumulative Layout Shift under 0.01, the Lighthouse target):
 *    fonts swapping, lists arriving, widgets hydrating; every image has its width and height, and
 *    waits (loading=lazy) when it starts below the fold.
 * Where the largest paint is an image, the copy's face joins the page once it has arrived: no face is
 * ever loading in the document until the page has hydrated.
 */
test.use({ realApi: true, ...lighthousePhone });

/**
 * What the page needs to hydrate (the chunks its boot script preloads), and all it loads until the
 * network is idle. React DOM is one of the boot chunks, a file of its own so that it runs in a task of
 * its own (docs/decisions/180-main-thread-after-first-paint.md).
 */
const maxBootChunks = 7;
const maxScripts = 15;

type Loaded = { name: string; kind: string; start: number };

declare global {
  interface Window {
    pageLoad: {
      largestPaints: { tag: string; fetchPriority: string | null }[];
      shifts: number[];
      belowFold: string[];
      facesLoading: string[];
    };
  }
}

/**
 * An init script: the browser's largest-paint and layout-shift entries, the images below the first
 * view, and the web font faces the document held while they were still loading, frame by frame.
 */
function observeLoad() {
  const seen: Window['pageLoad'] = { largestPaints: [], shifts: [], belowFold: [], facesLoading: [] };
  window.pageLoad = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      if (entry.element)
        seen.largestPaints.push({ tag: entry.element.tagName, fetchPriority: entry.element.getAttribute('fetchpriority') });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) seen.shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const watchFaces = () => {
    for (const face of document.fonts) {
      const family = face.family.replace(/"/g, '');
      if (face.status === 'loading' && !seen.facesLoading.includes(family)) seen.facesLoading.push(family);
    }
    if (!('hydrated' in document.documentElement.dataset)) requestAnimationFrame(watchFaces);
  };
  requestAnimationFrame(watchFaces);
  // Where each image is in the first layout, before anything has scrolled.
  document.addEventListener('DOMContentLoaded', () => {
    for (const image of document.images) {
      if (image.getBoundingClientRect().top > window.innerHeight) seen.belowFold.push(image.src);
    }
  });
}

/** Everything loaded so far, by kind, and when the first paint was. */
function loadedSoFar(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      firstPaint: paint,
      hydratedAt: window.hydratedAt ?? Infinity,
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
}

async function expectFirstPaintFromHtml(page: Page, route: RouteDef, { firstPaint, loaded }: Awaited<ReturnType<typeof loadedSoFar>>) {
  const before = (entry: Loaded) => entry.start < firstPaint;
  const allowedFirst = (entry: Loaded) =>
    entry.kind === 'image' || (route.largestPaint === 'text' && /\/inter-site-wght-normal-[\w-]+\.woff2$/.test(entry.name));
  expect
    .soft(
      loaded.filter(before).filter((entry) => !allowedFirst(entry)),
      'asked for before the first paint',
    )
    .toEqual([]);

  // The site's copy is drawn from the face of its characters (src/styles/copy-face.css): Inter's whole
  // Latin face, twice its size, is never needed.
  expect
    .soft(
      loaded.filter((entry) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(entry.name)).map((entry) => entry.name),
      "Inter's whole Latin face",
    )
    .toEqual([]);

  const stylesheets = loaded.filter((entry) => entry.kind === 'stylesheet').map((entry) => entry.name);
  expect.soft(stylesheets).toEqual(route.largestPaint === 'text' ? [] : [expect.stringMatching(/^\/assets\/web-fonts-[\w-]+\.css$/)]);

  const bootChunks = await page
    .locator('script[data-chunks]')
    .evaluate((script: HTMLScriptElement) => JSON.parse(script.dataset.chunks!) as string[]);
  expect.soft(bootChunks.length, bootChunks.join('\n')).toBeLessThanOrEqual(maxBootChunks);
  const scripts = loaded.filter((entry) => entry.kind === 'script');
  expect.soft(scripts.map((entry) => entry.name)).toEqual(expect.arrayContaining(bootChunks));
  expect.soft(scripts.length, scripts.map((entry) => entry.name).join('\n')).toBeLessThanOrEqual(maxScripts);
  expect.soft(loaded.filter((entry) => entry.name === '/frontend-config.json')).toHaveLength(1);
}

/**
 * A text page's largest paint waits, in Lighthouse's simulated phone, for every request made before
 * it, over HTTP/1.1's six connections: until it has hydrated, such a page asks for no image below
 * its first view (Chromium fetches lazy images up to 3000 px away at once: docs/decisions/188) and
 * for at most three image and font files (the copy's face, the logo and one picture; the tech stack's
 * eight logos are one file: decision 190).
 */
async function expectTextPageFirstRequestsFew(page: Page, { hydratedAt, loaded }: Awaited<ReturnType<typeof loadedSoFar>>) {
  const early = loaded.filter((entry) => entry.start < hydratedAt && (entry.kind === 'image' || entry.kind === 'font'));
  const belowFold = await page.evaluate(() => window.pageLoad.belowFold.map((src) => new URL(src).pathname));
  expect
    .soft(
      early.filter((entry) => belowFold.includes(entry.name)).map((entry) => entry.name),
      'images below the first view asked for before the page hydrated',
    )
    .toEqual([]);
  const files = [...new Set(early.map((entry) => entry.name))];
  expect.soft(files.length, `image and font files asked for before the page hydrated:\n${files.join('\n')}`).toBeLessThanOrEqual(3);
}

async function expectLargestPaintLoadedFirst(page: Page, route: RouteDef) {
  const largest = (await page.evaluate(() => window.pageLoad.largestPaints)).at(-1);
  expect.soft(largest?.tag === 'IMG' ? 'image' : 'text', 'the largest paint').toBe(route.largestPaint);
  if (route.largestPaint === 'image') expect.soft(largest?.fetchPriority, 'the largest image asked for first').toBe('high');

  const fontPreloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect
    .soft(fontPreloads, 'fonts preloaded')
    .toEqual(route.largestPaint === 'text' ? [expect.stringMatching(/^\/assets\/inter-site-wght-normal-[\w-]+\.woff2$/)] : []);

  // Where the first paint did without Inter, its faces join the page loaded: a layout made while one
  // of the text's faces is loading sets the text in the browser's last-resort font too, a synchronous
  // font lookup for each size on Linux (docs/decisions/187-copy-face-added-when-loaded.md).
  if (route.largestPaint === 'image') {
    expect.soft(await page.evaluate(() => window.pageLoad.facesLoading), 'faces in the document while loading').toEqual([]);
  }

  const firstImagesOutOfView = await page
    .locator('img[fetchpriority="high"]')
    .evaluateAll((images) =>
      images.filter((image) => image.getBoundingClientRect().top >= window.innerHeight).map((image) => image.getAttribute('src')),
    );
  expect.soft(firstImagesOutOfView, 'images asked for first but out of the first view').toEqual([]);
}

async function expectNoLayoutShift(page: Page) {
  const seen = await page.evaluate(() => {
    const { shifts, belowFold } = window.pageLoad;
    const images = [...document.images].map((image) => ({
      src: image.getAttribute('src'),
      sized: image.hasAttribute('width') && image.hasAttribute('height'),
      loading: image.getAttribute('loading'),
      belowFold: belowFold.includes(image.src),
    }));
    return { shift: shifts.reduce((sum, value) => sum + value, 0), images };
  });
  expect.soft(seen.shift, 'cumulative layout shift').toBeLessThan(0.01);
  expect
    .soft(
      seen.images.filter((image) => !image.sized).map((image) => image.src),
      'images without a size',
    )
    .toEqual([]);
  expect
    .soft(
      seen.images.filter((image) => image.belowFold && image.loading !== 'lazy').map((image) => image.src),
      'images below the fold that do not wait',
    )
    .toEqual([]);
}

for (const route of allRoutes) {
  for (const path of concretePaths(route)) {
    test(`${path} paints from its HTML, its largest paint (${route.largestPaint}) loaded first, without layout shift`, async ({
      page,
      visit,
    }) => {
      await page.addInitScript(observeLoad);
      await page.addInitScript(noteHydrationTime);
      await visit(path, { waitUntil: 'networkidle' });
      // What was loaded until the network was idle, before the waits below can let more in.
      const loaded = await loadedSoFar(page);
      await page.evaluate(() => document.fonts.ready);
      // Two frames, so that a paint or a shift caused by the last response is reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await test.step('the first paint needs the HTML alone, then a handful of scripts', () =>
        expectFirstPaintFromHtml(page, route, loaded));
      await test.step(`the largest paint is ${route.largestPaint}, and the page loads it first`, () =>
        expectLargestPaintLoadedFirst(page, route));
      if (route.largestPaint === 'text')
        await test.step('before it has hydrated, a text page asks for few files, none below its first view', () =>
          expectTextPageFirstRequestsFew(page, loaded));
      await test.step('nothing shifts; images are sized, and lazy below the fold', () => expectNoLayoutShift(page));
    });
  }
}
