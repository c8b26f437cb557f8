import { allRoutes, concretePaths, pathName } from '../src/routes/routes';
import { behaviour } from '../src/styles/behaviour';
import { expectNoAxeViolations } from './axe';
import { breakpoints as allBreakpoints, viewportHeight } from './breakpoints';
import { expect, settle, test } from './fixtures';
import { stateShot } from './state-shot';

/**
 * Every concrete path of the route table at every breakpoint: a full-page screenshot against its
 * baseline, then axe (WCAG 2.2 AA and best practice) with zero violations, and (by the fixture)
 * zero console errors, hydration warnings included. The page is loaded at the narrowest width and
 * again at the first width with the inline navigation (the one width the scripts themselves tell
 * apart), and resized to each breakpoint in turn: resize, settle, shot, audit. Loading it afresh at
 * each of the seven widths took twice as long and saw the same pixels.
 */
const paths = allRoutes.flatMap((route) => concretePaths(route));
const breakpoints = chosenBreakpoints(process.env.MATRIX_BREAKPOINTS);
// Of the widths visited, the first, and the first with the inline navigation when one is visited.
const loadsAt = new Set([breakpoints[0]!.width, breakpoints.find(({ width }) => width >= behaviour.mobileMenuBreakpointPx)?.width]);

/** MATRIX_BREAKPOINTS (comma-separated names, e.g. `xl`) narrows a run to some breakpoints; unset, all. */
function chosenBreakpoints(names: string | undefined) {
  if (!names) return allBreakpoints;
  const wanted = names.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !allBreakpoints.some((breakpoint) => breakpoint.name === name));
  if (unknown.length) {
    const known = allBreakpoints.map(({ name }) => name).join(', ');
    throw new Error(`MATRIX_BREAKPOINTS names no breakpoint ${unknown.join(', ')}; the breakpoints are ${known}.`);
  }
  return allBreakpoints.filter(({ name }) => wanted.includes(name));
}

for (const path of paths) {
  test(`${path} at every breakpoint`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const { name, width } of breakpoints) {
      await test.step(`at ${name} (${width}px)`, async () => {
        await page.setViewportSize({ width, height: viewportHeight });
        if (loadsAt.has(width)) await page.goto(path, { waitUntil: 'networkidle' });
        await settle(page);
        await expect.soft(page).toMatchBaseline([name, `${pathName(path)}.png`], stateShot(page));
        await expectNoAxeViolations(page);
      });
    }
  });
}
