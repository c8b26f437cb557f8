import { breakpoints, viewportHeight } from './breakpoints';
import { expect, test } from './fixtures';

/**
 * Spacing defects found by looking, measured at every breakpoint so that they stay fixed. (The
 * content column's line with the frame is measured on every path by the matrix.)
 */
const largestGap = 48; // --space-7: the widest gap between two parts of one section

test('a job page has no empty band above its tabs', async ({ page, visit }) => {
  await visit('/careers/1');
  const tabs = page.getByRole('tablist');
  for (const { name, width } of breakpoints) {
    await page.setViewportSize({ width, height: viewportHeight });
    // From the lowest thing shown above the tabs (the skill tags, or the share links where shown).
    const gap = await tabs.evaluate((tablist) => {
      const top = tablist.getBoundingClientRect().top;
      const above = [...document.querySelectorAll('main *')]
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.height > 0 && rect.bottom <= top);
      return Math.round(top - Math.max(...above.map((rect) => rect.bottom)));
    });
    expect.soft(gap, `at ${name}: the empty band above the tabs`).toBeLessThanOrEqual(largestGap);
  }
});

test('the contact form card has as much room under its button as above its first field', async ({ page, visit }) => {
  await visit('/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  for (const { name, width } of breakpoints) {
    await page.setViewportSize({ width, height: viewportHeight });
    const room = await form.evaluate((element) => {
      const card = element.parentElement!;
      if (getComputedStyle(card).borderTopStyle === 'none') return null;
      const [cardBox, formBox] = [card.getBoundingClientRect(), element.getBoundingClientRect()];
      const button = element.querySelector('button[type="submit"]')!.getBoundingClientRect();
      return { above: Math.round(formBox.top - cardBox.top), below: Math.round(cardBox.bottom - button.bottom) };
    });
    // Below lg the form sits on the page itself, without a card.
    if (room) expect.soft(room, `at ${name}`).toEqual({ above: room.above, below: room.above });
  }
});
