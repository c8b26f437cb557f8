import AxeBuilder from '@axe-core/playwright';
import { allRoutes, concretePaths, pathName } from '../src/app/routes';
import { tokens } from '../src/styles/generated/tokens';
import { breakpoints, viewportHeight } from './breakpoints';
import { expect, settle, test } from './fixtures';

/**
 * Every concrete path of the route table at every breakpoint: a full-page screenshot against its
 * baseline, then axe (WCAG 2.2 AA and best practice) with zero violations, and (by the fixture)
 * zero console errors, hydration warnings included.
 */
const paths = allRoutes.flatMap((route) => concretePaths(route));
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const { name, width } of breakpoints) {
  test.describe(`at ${name} (${width}px)`, () => {
    test.use({ viewport: { width, height: viewportHeight } });

    for (const path of paths) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        await settle(page);
        await expect(page).toHaveScreenshot([name, `${pathName(path)}.png`], {
          fullPage: true,
          // The copyright year moves on 1 January; it is covered so the baselines do not.
          mask: [page.locator('[data-volatile]')],
          maskColor: tokens.color['surface-dark'],
        });

        const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
        const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
