import { allRoutes, concretePaths, pathName } from '../src/app/routes';
import { expectNoAxeViolations } from './axe';
import { breakpoints, viewportHeight } from './breakpoints';
import { expect, settle, test } from './fixtures';
import { stateShot } from './state-shot';

/**
 * Every concrete path of the route table at every breakpoint: a full-page screenshot against its
 * baseline, then axe (WCAG 2.2 AA and best practice) with zero violations, and (by the fixture)
 * zero console errors, hydration warnings included.
 */
const paths = allRoutes.flatMap((route) => concretePaths(route));

for (const { name, width } of breakpoints) {
  test.describe(`at ${name} (${width}px)`, () => {
    test.use({ viewport: { width, height: viewportHeight } });

    for (const path of paths) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        await settle(page);
        await expect(page).toHaveScreenshot([name, `${pathName(path)}.png`], stateShot(page));
        await expectNoAxeViolations(page);
      });
    }
  });
}
