import type { Locator, Page } from '@playwright/test';
import { viewportAt } from './breakpoints';
import { expect, test } from './fixtures';

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
