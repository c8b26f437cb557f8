import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { viewportAt } from '../breakpoints';
import { expect, settle, test } from '../fixtures';
import { stateShot } from '../state-shot';

/** Screenshots (and axe) of non-default states of Home and About at 470 and 1440 px. */

async function capture(page: Page, breakpoint: string, name: string) {
  await settle(page);
  // Let what the page scheduled for its next frames run first (a focused team card scrolls itself
  // into view a frame after the focus), or it would undo the scroll back to the top.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Back to the top, so the sticky navigation bar sits where it does in the full-page matrix shots.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toMatchBaseline([breakpoint, `${name}.png`], stateShot(page));
  await expectNoAxeViolations(page);
}

for (const breakpoint of ['xs', 'xl'] as const) {
  test.describe(`states at ${breakpoint}`, () => {
    test.use({ viewport: viewportAt(breakpoint) });

    test('home: another tab chosen', async ({ page, visit }) => {
      await visit('/');
      await page.getByRole('tab', { name: 'Values' }).click();
      await capture(page, breakpoint, 'home-values-tab');
    });

    test('home: another accordion item opened', async ({ page, visit }) => {
      await visit('/');
      await page.getByRole('button', { name: /Customer-Led Opportunity Discovery/ }).click();
      await capture(page, breakpoint, 'home-accordion-item');
    });

    test('home: the carousel moved', async ({ page, visit }) => {
      await visit('/');
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(page.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert', '');
      await capture(page, breakpoint, 'home-carousel-moved');
    });

    test('about: a team card focused', async ({ page, visit }) => {
      await visit('/about');
      await page.getByRole('link', { name: /LinkedIn profile of Akosua Frimpong/ }).focus();
      await capture(page, breakpoint, 'about-team-card-focused');
    });
  });
}
