import type { Page } from '@playwright/test';
import { sharedCopy } from '../../src/content/shared-copy';
import { homeContent } from '../../src/pages/home/content';
import { viewportAt } from '../breakpoints';
import { expect, test, type Visit } from '../fixtures';
import { ScreenReader, sliceFrom } from './virtual-screen-reader';

// The reader is imported from a blob: URL, which the site's content security policy refuses.
test.use({ bypassCSP: true });

const { purpose, services, testimonials } = homeContent;

/** The widget's section alone is read, so that a transcript starts where the widget starts. */
async function readSection(page: Page, visit: Visit, selector: string) {
  await visit('/');
  return ScreenReader.start(page, selector);
}

test.describe('Home widgets, as a screen reader speaks them', () => {
  test('Mission / Vision / Values: an arrow key chooses the next tab, and Tab enters its panel', async ({ page, visit }) => {
    const reader = await readSection(page, visit, `section[aria-label="${purpose.label}"]`);
    const tab = (index: number, state: string) =>
      `tab, ${purpose.tabs[index]!.label}, ${state}, 1 control, position ${index + 1}, set size ${purpose.tabs.length}`;
    await reader.next(2);
    await reader.press('ArrowRight');
    await reader.press('Tab');
    await reader.next(2);
    await expect
      .poll(() => reader.log())
      .toEqual([
        `region, ${purpose.label}`,
        `tablist, ${purpose.label}, orientated horizontally`,
        tab(0, 'selected'),
        tab(1, 'selected'),
        `tabpanel, ${purpose.tabs[1]!.label}`,
        `heading, ${purpose.vision.heading}, level 3`,
        'paragraph',
      ]);
  });

  test('services accordion: one step open at a time, its state spoken on every button', async ({ page, visit }) => {
    const reader = await readSection(page, visit, 'section[aria-labelledby="services-heading"]');
    const [first, second] = services.items;
    const step = (index: number, title: string) => `0${index} ${title}`;
    await reader.next(6);
    await reader.press('ArrowDown');
    await reader.press('Enter');
    await reader.press('ArrowUp');
    await reader.press('ArrowDown');
    await reader.next(7);
    await expect
      .poll(() => reader.log())
      .toEqual([
        `region, ${services.heading}`,
        `heading, ${services.heading}, level 2`,
        'paragraph',
        services.intro,
        'end of paragraph',
        `heading, ${step(1, first!.title)}, level 3`,
        `button, ${step(1, first!.title)}, 1 control, expanded`,
        // A closed step's panel is not rendered, so its button controls nothing yet.
        `button, ${step(2, second!.title)}, not expanded`,
        `button, ${step(2, second!.title)}, 1 control, expanded`,
        `button, ${step(1, first!.title)}, not expanded`,
        `button, ${step(2, second!.title)}, 1 control, expanded`,
        '02',
        second!.title,
        `end of button, ${step(2, second!.title)}, 1 control, expanded`,
        `end of heading, ${step(2, second!.title)}, level 3`,
        `region, ${step(2, second!.title)}`,
        'paragraph',
        second!.desc,
      ]);
  });

  test.describe('at xl', () => {
    test.use({ viewport: viewportAt('xl') });

    test('testimonials carousel: after Next, the carousel reads from slide 2 of 3', async ({ page, visit }) => {
      const reader = await readSection(page, visit, `section[aria-label="${testimonials.regionLabel}"]`);
      const [first, second] = testimonials.items;
      const total = testimonials.items.length;
      const slide = (position: number) => `slide, ${sharedCopy.slideLabel(position, total)}`;
      await reader.nextUntil(`button, ${testimonials.nextLabel}, not disabled`);
      // The whole first slide is read on the way; its start and the controls after it are enough.
      const before = await reader.log();
      expect(before.slice(0, 4)).toEqual([
        `carousel, ${testimonials.regionLabel}`,
        slide(1),
        'figure',
        `heading, ${first!.title}, level 3`,
      ]);
      expect(before.slice(-3)).toEqual([
        `end of ${slide(1)}`,
        `button, ${testimonials.previousLabel}, disabled`,
        `button, ${testimonials.nextLabel}, not disabled`,
      ]);

      await reader.clear();
      await reader.press('Enter');
      await expect(page.getByRole('group', { name: sharedCopy.slideLabel(1, total) })).toHaveAttribute('inert', '');
      await expect(page.getByRole('group', { name: sharedCopy.slideLabel(2, total) })).not.toHaveAttribute('inert');
      // Back to the carousel by landmarks (a figure is one too), then read on: slide 1 has left the
      // accessibility tree, so slide 2 of 3 comes first.
      await reader.perform('moveToPreviousLandmark');
      await reader.perform('moveToPreviousLandmark');
      await reader.nextUntil(`button, ${testimonials.previousLabel}, not disabled`);
      const after = await reader.log();
      expect(sliceFrom(after, `carousel, ${testimonials.regionLabel}`, 4)).toEqual([
        `carousel, ${testimonials.regionLabel}`,
        slide(2),
        'figure',
        `heading, ${second!.title}, level 3`,
      ]);
      expect(after.slice(-2)).toEqual([`end of ${slide(2)}`, `button, ${testimonials.previousLabel}, not disabled`]);
    });
  });
});
