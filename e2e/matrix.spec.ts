import type { Page } from '@playwright/test';
import { allRoutes } from './route-table';
import { concretePaths, pathName } from '../src/routes/route-facts';
import { expectNoAxeViolations } from './axe';
import { breakpoints as allBreakpoints, viewportHeight } from './breakpoints';
import { forcedColourProblems } from './display-modes-audit';
import { enhancedContrastProblems } from './display-modes-contrast';
import { focusRingProblems } from './display-modes-focus';
import { expect, settle, test } from './fixtures';
import { offTheFrame, oversizedImages } from './matrix-checks';
import { stateShot } from './state-shot';
import { focusFailures } from './wcag/focus-judge';
import { walkFocus, watchFrameRequests } from './wcag/focus-walk';
import { targetSizeFailures } from './wcag/target-size';
import { textSpacingFailures } from './wcag/text-spacing';

/**
 * Every concrete path of the route table, loaded once and seen at every breakpoint and in every
 * display mode a visitor may ask for. The page is loaded at the narrowest width and resized to each
 * breakpoint in turn, as a window is widened past the menu's breakpoint: each shot matches the
 * baseline of a page loaded at that width (loading it afresh for each width, or for each kind of
 * check, took twice as long and saw the same pixels). By the fixture, nothing may be logged as an
 * error, hydration warnings included.
 *
 * First, the page as it loaded, at each width:
 * - a full-page screenshot against its baseline, and axe (WCAG 2.2 AA and best practice), zero violations;
 * - no image downloaded larger than it is shown; the content column on the frame's lines;
 * - every pointer target at least 24 px or spaced as WCAG 2.5.8 allows (docs/decisions/172);
 * - at 470 and 1440 px, the display modes (docs/decisions/171): a Windows contrast theme, dark and
 *   light (forced colours), and more contrast. Each is a screenshot against its own baseline; forced
 *   colours are audited for what they would lose (borders of controls, icons, selected states, focus
 *   rings), more contrast is held to WCAG's enhanced contrast for text (7:1). A mode is a media
 *   emulation, switched in place: nothing on the site reads these modes from script.
 * Then what changes the page (a focused card scrolls its carousel, a menu opens), widest first:
 * WCAG's text spacing (1.4.12) clips or overlaps no text, and a Tab walk through the whole page keeps
 * each focused element in view and clear of the sticky header (2.4.11), with a visible indicator of
 * 3:1 (2.4.7); then in forced colours, the open menus and the focus rings.
 */
const paths = allRoutes.flatMap((route) => concretePaths(route));
const breakpoints = chosenBreakpoints(process.env.MATRIX_BREAKPOINTS);

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

/** The widths the display modes are seen at: a phone's and a desktop's. */
const modeWidths = ['xs', 'xl'];

const asLoaded = { forcedColors: 'none', colorScheme: 'light', contrast: 'no-preference' } as const;
const modes = [
  { name: 'forced-dark', media: { forcedColors: 'active', colorScheme: 'dark', contrast: 'no-preference' } },
  { name: 'forced-light', media: { forcedColors: 'active', colorScheme: 'light', contrast: 'no-preference' } },
  { name: 'contrast-more', media: { forcedColors: 'none', colorScheme: 'light', contrast: 'more' } },
] as const;

async function expectDisplayModes(page: Page, path: string, width: string) {
  for (const mode of modes) {
    await test.step(`${mode.name} at ${width}`, async () => {
      await page.emulateMedia(mode.media);
      await expect.soft(page).toMatchBaseline([mode.name, width, `${pathName(path)}.png`], stateShot(page));
      const problems = mode.media.forcedColors === 'active' ? await forcedColourProblems(page) : await enhancedContrastProblems(page);
      expect.soft(problems, `${path}, ${mode.name} at ${width}`).toEqual([]);
    });
  }
  await page.emulateMedia(asLoaded);
}

/** Each menu opened by keyboard (the first option highlighted), then the next option highlighted, in forced colours. */
async function expectMenusInForcedColours(page: Page, path: string) {
  await page.emulateMedia(modes[0].media);
  for (const trigger of await page.locator('[aria-haspopup=menu]:visible').all()) {
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu').locator('[data-highlighted]')).toBeVisible();
    expect.soft(await forcedColourProblems(page), `${path}: the open menu`).toEqual([]);
    await page.keyboard.press('Escape');
  }
}

for (const path of paths) {
  test(`${path} at every breakpoint and in every display mode`, async ({ page, visit }) => {
    test.setTimeout(180_000);
    for (const { name, width } of breakpoints) {
      await test.step(`at ${name} (${width}px)`, async () => {
        await page.setViewportSize({ width, height: viewportHeight });
        if (width === breakpoints[0]!.width) {
          await watchFrameRequests(page);
          await visit(path, { waitUntil: 'networkidle' });
        }
        await settle(page);
        const where = `${path} at ${name} (${width}px)`;
        await expect.soft(page).toMatchBaseline([name, `${pathName(path)}.png`], stateShot(page));
        await expectNoAxeViolations(page);
        expect.soft(await oversizedImages(page), where).toEqual([]);
        expect.soft(await offTheFrame(page), `${where}: the content column lines up with the frame`).toEqual([]);
        expect.soft(await targetSizeFailures(page), `pointer targets under 24 px on ${where}`).toEqual([]);
        if (modeWidths.includes(name)) await expectDisplayModes(page, path, name);
      });
    }
    for (const { name, width } of [...breakpoints].reverse()) {
      await test.step(`text spacing and focus at ${name} (${width}px)`, async () => {
        await page.setViewportSize({ width, height: viewportHeight });
        await settle(page);
        const where = `${path} at ${name} (${width}px)`;
        expect.soft(await textSpacingFailures(page), `text lost to the WCAG text spacing on ${where}`).toEqual([]);
        expect.soft(focusFailures(await walkFocus(page)), `focus on ${where}`).toEqual([]);
      });
    }
    await test.step('menus and focus rings in forced colours', async () => {
      await expectMenusInForcedColours(page, path);
      for (const { name, width } of breakpoints.filter(({ name }) => modeWidths.includes(name)).reverse()) {
        await page.setViewportSize({ width, height: viewportHeight });
        expect.soft(await focusRingProblems(page), `${path} at ${name}`).toEqual([]);
      }
    });
  });
}
