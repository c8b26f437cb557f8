import { viewportHeight } from '../breakpoints';
import { expectBaseline } from './baselines';
import type { EnginePage } from './engine-page';
import { expect, test } from './fixtures';
import { hydratedSelector } from '../hydration';
import { pageReady } from './page-scripts';

/**
 * The checks every page gets at a width, on the page already loaded: resize, settle, then still
 * hydrated, nothing wider than the viewport, the full page as its baseline, and zero axe violations.
 * Soft, so that one failure does not hide the others. axe runs after the shot: in WebKit the window
 * is then as tall as the page, and axe checks the contrast of text it need not scroll to first.
 */
export async function expectSoundAt(page: EnginePage, breakpoint: { name: string; width: number }, shotName: string) {
  const label = `${page.engine} at ${breakpoint.name} (${breakpoint.width}px)`;
  await test.step('resize and settle', async () => {
    await page.setViewport(breakpoint.width, viewportHeight);
    await page.settle();
  });
  expect.soft(await page.evaluate(pageReady, hydratedSelector), `${label}: hydrated`).toBe(true);
  expect.soft(await page.horizontalOverflow(), `${label}: horizontal overflow`).toBeNull();
  await test.step('full-page shot', () => expectBaseline(page, breakpoint.name, shotName));
  const violations = await test.step('axe', () => page.axeViolations());
  expect.soft(violations, `${label}: axe violations`).toEqual([]);
}
