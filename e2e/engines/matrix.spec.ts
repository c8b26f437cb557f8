import { concretePaths, pathName } from '../../src/routes/route-facts';
import { allRoutes } from '../route-table';
import { viewportAt } from '../breakpoints';
import { test } from './fixtures';
import { expectSoundAt } from './soundness';

/**
 * Every concrete path of the route table in this project's engine, at the narrowest breakpoint and
 * at 1440 px: loaded once at the narrow width (as the Chromium matrix), then resized, each width
 * checked on the same load (soundness.ts). The engine fixture fails the test on any page error.
 */
const paths = allRoutes.flatMap((route) => concretePaths(route));
const widths = (['xs', 'xl'] as const).map((name) => ({ name, width: viewportAt(name).width }));

for (const path of paths) {
  test(`${path} at ${widths.map(({ width }) => `${width}`).join(' and ')} px`, async ({ enginePage: page }) => {
    test.setTimeout(60_000);
    await page.setViewport(widths[0]!.width, viewportAt('xs').height);
    await page.goto(path);
    for (const breakpoint of widths) {
      await test.step(`at ${breakpoint.name} (${breakpoint.width}px)`, () => expectSoundAt(page, breakpoint, pathName(path)));
    }
  });
}
