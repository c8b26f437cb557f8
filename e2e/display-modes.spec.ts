import { allRoutes, concretePaths, pathName } from '../src/routes/routes';
import { viewportAt } from './breakpoints';
import { forcedColourProblems } from './display-modes-audit';
import { enhancedContrastProblems } from './display-modes-contrast';
import { focusRingProblems } from './display-modes-focus';
import { expect, settle, test } from './fixtures';
import { stateShot } from './state-shot';

/**
 * Every concrete path in the display modes a visitor may ask for (docs/decisions/171): a Windows
 * contrast theme, dark and light (forced colours), and more contrast (prefers-contrast: more), at
 * the narrowest breakpoint and at a desktop's. Each mode is a full-page screenshot against its own
 * baseline; forced colours are audited for what they would lose (borders of controls, icons, selected
 * states, focus rings), and more contrast is held to WCAG's enhanced contrast for text (7:1).
 *
 * The page is loaded once: a mode is a media emulation, switched in place (nothing on the site reads
 * these modes from script), and the width changes once, as in the matrix.
 */
const paths = allRoutes.flatMap((route) => concretePaths(route));
const widths = (['xs', 'xl'] as const).map((name) => ({ name, viewport: viewportAt(name) }));

const modes = [
  { name: 'forced-dark', media: { forcedColors: 'active', colorScheme: 'dark', contrast: 'no-preference' } },
  { name: 'forced-light', media: { forcedColors: 'active', colorScheme: 'light', contrast: 'no-preference' } },
  { name: 'contrast-more', media: { forcedColors: 'none', colorScheme: 'light', contrast: 'more' } },
] as const;

type Mode = (typeof modes)[number];

for (const path of paths) {
  test(`${path} in forced colours and with more contrast`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(widths[0]!.viewport);
    await page.goto(path, { waitUntil: 'networkidle' });
    for (const [index, { name, viewport }] of widths.entries()) {
      if (index > 0) await page.setViewportSize(viewport);
      await settle(page);
      // Back and forth, so that the modes change least: dark, light, more; then more, light, dark.
      const order: readonly Mode[] = index % 2 === 0 ? modes : [...modes].reverse();
      for (const mode of order) {
        await test.step(`${mode.name} at ${name}`, async () => {
          await page.emulateMedia(mode.media);
          await expect.soft(page).toMatchBaseline([mode.name, name, `${pathName(path)}.png`], stateShot(page));
          if (mode.media.forcedColors === 'active') {
            expect.soft(await forcedColourProblems(page), `${path}, ${mode.name} at ${name}`).toEqual([]);
          } else {
            expect.soft(await enhancedContrastProblems(page), `${path}, ${mode.name} at ${name}`).toEqual([]);
          }
        });
      }
    }
    // What follows changes the page (a menu opens, a tab is chosen on focus): after the screenshots.
    await test.step('menus and focus rings in forced colours', async () => {
      await page.emulateMedia(modes[0].media);
      for (const trigger of await page.locator('[aria-haspopup=menu]:visible').all()) {
        // Open by keyboard (the first option highlighted), then highlight the next one.
        await trigger.focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('menu').locator('[data-highlighted]')).toBeVisible();
        expect.soft(await forcedColourProblems(page), `${path}: the open menu`).toEqual([]);
        await page.keyboard.press('Escape');
      }
      for (const { name, viewport } of [...widths].reverse()) {
        await page.setViewportSize(viewport);
        expect.soft(await focusRingProblems(page), `${path} at ${name}`).toEqual([]);
      }
    });
  });
}
