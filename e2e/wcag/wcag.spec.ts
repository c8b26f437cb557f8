import { allRoutes, concretePaths } from '../../src/routes/routes';
import { breakpoints, viewportHeight } from '../breakpoints';
import { expect, settle, test } from '../fixtures';
import { focusFailures } from './focus-judge';
import { walkFocus, watchFrameRequests } from './focus-walk';
import { targetSizeFailures } from './target-size';
import { textSpacingFailures } from './text-spacing';

/**
 * The WCAG 2.2 AA checks axe cannot make (docs/decisions/172), on every concrete path of the route
 * table at every breakpoint: target size (2.5.8), text spacing (1.4.12), and a Tab walk through the
 * whole page (2.4.11 focus not obscured, 2.4.7 focus visible with a 3:1 indicator). Like the matrix,
 * the page is loaded once and resized through the breakpoints; each check is one evaluate in the
 * page, the walk one key press per stop. A failure names the path, the width, the element and what
 * was measured.
 */
const paths = allRoutes.flatMap((route) => concretePaths(route));

for (const path of paths) {
  test(`${path}: target size, text spacing and focus at every breakpoint`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const { name, width } of breakpoints) {
      await test.step(`at ${name} (${width}px)`, async () => {
        await page.setViewportSize({ width, height: viewportHeight });
        if (width === breakpoints[0]!.width) {
          await watchFrameRequests(page);
          await page.goto(path, { waitUntil: 'networkidle' });
        }
        await settle(page);
        const where = `${path} at ${name} (${width}px)`;
        expect.soft(await targetSizeFailures(page), `pointer targets under 24 px on ${where}`).toEqual([]);
        expect.soft(await textSpacingFailures(page), `text lost to the WCAG text spacing on ${where}`).toEqual([]);
        expect.soft(focusFailures(await walkFocus(page)), `focus on ${where}`).toEqual([]);
      });
    }
  });
}
