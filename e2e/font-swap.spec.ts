import type { Locator, Page } from '@playwright/test';
import { viewportAt } from './breakpoints';
import { expect, test } from './fixtures';
import { hydratedSelector } from './hydration';

/**
 * Text first paints in the fallback face and is redrawn in Inter when the web font arrives. The
 * fallback ("Inter Fallback": the local Arial or Liberation Sans with Inter's metrics) must take the
 * room Inter takes, so the swap moves nothing: the same page with the web font withheld is compared
 * with the page once Inter has loaded.
 */
async function layout(page: Page) {
  const box = async (name: string, locator: Locator) => {
    const rect = (await locator.boundingBox())!;
    return { name, top: Math.round(rect.y), height: Math.round(rect.height) };
  };
  const nav = page.getByRole('navigation', { name: 'Main' });
  return Promise.all([
    box('banner', page.getByRole('banner')),
    box(
      'menu',
      nav
        .getByRole('link')
        .or(nav.getByRole('button', { name: 'Menu' }))
        .last(),
    ),
    box('h1', page.getByRole('heading', { level: 1 })),
    box('first paragraph', page.getByRole('main').locator('p').first()),
  ]);
}

/** The platform font Chromium draws the h1 with (DevTools protocol): "Inter" for the web font, "Liberation Sans" for the fallback here. */
async function usedFont(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts[0]?.familyName;
}

for (const path of ['/about', '/blog', '/careers', '/pns/services/software-development']) {
  for (const breakpoint of ['xs', 'xl'] as const) {
    test(`the font swap moves nothing on ${path} at ${breakpoint}`, async ({ page, browser, visit }) => {
      await page.setViewportSize(viewportAt(breakpoint));
      await visit(path);
      await page.evaluate(() => document.fonts.ready);
      expect(await usedFont(page)).toBe('Inter');
      const withInter = await layout(page);

      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: viewportAt(breakpoint) });
      const fallback = await context.newPage();
      await fallback.route('**/*.woff2', (route) => route.abort());
      await fallback.goto(path);
      expect(await usedFont(fallback)).toMatch(/^(Arial|Liberation Sans)$/);
      expect(await layout(fallback)).toEqual(withInter);
      await context.close();
    });
  }
}

/**
 * Where the first paint did without Inter (an image page), the boot script adds the copy's face once
 * it has arrived, then hydrates (docs/decisions/187-copy-face-added-when-loaded.md). A face that
 * cannot be had, or is slow to come, must not hold the page.
 */
test.describe('the face of the copy on a page that paints first without it', () => {
  test('a face that cannot be had leaves the text in the fallback faces, and the page hydrates', async ({ page, visit, consoleWatch }) => {
    consoleWatch.allow(/^Failed to load resource: net::ERR_FAILED$/);
    await page.route('**/*.woff2', (route) => route.abort());
    await visit('/about');
    expect(await usedFont(page)).toMatch(/^(Arial|Liberation Sans)$/);
    await expect(page.getByRole('button', { name: 'Next team members' })).toBeEnabled();
  });

  test('a face slow to come does not hold the page past 3 s, and is drawn once it arrives', async ({ page }) => {
    let releaseFace = () => {};
    const faceHeld = new Promise<void>((resolve) => (releaseFace = resolve));
    await page.route('**/*.woff2', async (route) => {
      await faceHeld;
      await route.continue();
    });
    const started = Date.now();
    // Not until "load": a face the page asked for before then holds the load event (here, for ever);
    // what the visitor needs is the page drawn and working, which is what is waited for.
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.locator(hydratedSelector).waitFor({ state: 'attached', timeout: 6_000 });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(await usedFont(page)).toMatch(/^(Arial|Liberation Sans)$/);

    releaseFace();
    await expect.poll(() => usedFont(page)).toBe('Inter');
  });
});
