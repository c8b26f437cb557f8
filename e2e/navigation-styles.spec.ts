import type { Page } from '@playwright/test';
import { allRoutes, notFoundRoute } from './route-table';
import { concretePaths } from '../src/routes/route-facts';
import { viewportAt } from './breakpoints';
import { expect, test } from './fixtures';

/**
 * A page reached inside the app looks as it does when loaded by itself. A loaded page inlines its
 * styles; the app fetches each other page's stylesheets as it goes there, and page chunks carry
 * their own copies of the small shared components (docs/decisions/018-first-paint-from-html.md), so
 * a stylesheet arriving later must never win over the rules a page had at its first paint. Every
 * page is compared, element by element, after a visit of every other page inside the app.
 */
test.use({ viewport: viewportAt('xl'), realApi: true });
test.setTimeout(180_000);

const routes = allRoutes.filter((route) => route !== notFoundRoute);
const pages = routes.flatMap((route) => concretePaths(route).map((path) => ({ path })));

/** Properties the stylesheets set; focus rings and motion are left out (a navigation moves focus to the h1). */
const properties = [
  'display',
  'position',
  'width',
  'max-width',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'align-items',
  'justify-content',
  'text-align',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'border-radius',
];

async function styles(page: Page) {
  return page.evaluate(
    (names) =>
      // Elements that draw nothing (React's resource hints, scripts) are left out.
      [...document.body.querySelectorAll(':not(link, script, style, template)')].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${names.map((name) => style.getPropertyValue(name)).join('|')}`;
      }),
    properties,
  );
}

/** Goes to `path` inside the app (as a link would), and waits until it has rendered and settled. */
async function navigate(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveTitle(title);
  // Its islands rendered, then two frames for the widgets that measure themselves (Embla).
  await page.locator('html:is(:not([data-islands-pending]), [data-islands-pending="0"])').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('every page looks the same inside the app, after all the others, as when loaded by itself', async ({ page, visit }) => {
  const loaded = new Map<string, string[]>();
  // Each page's title as served (a job, an article or a project names itself): the app gives it the same.
  const titles = new Map<string, string>();
  for (const { path } of pages) {
    await visit(path, { waitUntil: 'networkidle' });
    loaded.set(path, await styles(page));
    titles.set(path, await page.title());
  }
  // Every page's stylesheets, in the order a visitor could fetch them, then each page again.
  for (const { path } of pages) await navigate(page, path, titles.get(path)!);
  for (const { path } of [...pages].reverse()) {
    await navigate(page, path, titles.get(path)!);
    expect(await styles(page), path).toEqual(loaded.get(path));
  }
});
