import type { Page } from '@playwright/test';
import { viewportAt } from '../breakpoints';
import { expect, test, suiteTime } from '../fixtures';

const stats = (page: Page) => page.getByRole('list', { name: 'Our track record in numbers' });
const shownValues = (page: Page) => stats(page).locator('[data-value]').allTextContents();

test.describe('stat counters', () => {
  test.use({ reducedMotion: 'no-preference', viewport: { width: viewportAt('lg').width, height: 300 } });

  test('start at 0, wait 500 ms once 10% visible, then count to the targets in about a second', async ({ page, visit }) => {
    await page.clock.install({ time: suiteTime() });
    await visit('/about');
    // The count runs on the animation kit, which arrives after hydration.
    await expect(page.locator('html[data-motion="ready"]')).toBeAttached();
    // From here time moves only when the test says so.
    await page.clock.pauseAt(suiteTime() + 5_000);
    await expect(stats(page)).toHaveAttribute('data-count-state', 'idle');
    expect(await shownValues(page)).toEqual(['0+', '0%', '0%', '0%']);
    // Assistive technology gets the final values from the start, never the steps.
    await expect(stats(page).getByRole('listitem').first()).toHaveText(/10\+\s*Years of Experience/);

    await stats(page).scrollIntoViewIfNeeded();
    await expect(stats(page)).toHaveAttribute('data-count-state', 'waiting');
    await page.clock.runFor(450);
    expect(await shownValues(page)).toEqual(['0+', '0%', '0%', '0%']);
    await page.clock.runFor(550);
    await expect(stats(page)).toHaveAttribute('data-count-state', 'counting');
    const experience = Number.parseInt((await shownValues(page))[0]!, 10);
    expect(experience).toBeGreaterThan(0);
    expect(experience).toBeLessThan(10);
    await page.clock.runFor(600);
    await expect(stats(page)).toHaveAttribute('data-count-state', 'done');
    expect(await shownValues(page)).toEqual(['10+', '100%', '80%', '100%']);
  });
});

test.describe('stat counters under reduced motion', () => {
  test('show the targets at once', async ({ page, visit }) => {
    await visit('/about');
    expect(await shownValues(page)).toEqual(['10+', '100%', '80%', '100%']);
    await expect(stats(page).getByRole('listitem')).toHaveText([
      /10\+\s*Years of Experience/,
      /100%\s*Project Success Rate/,
      /80%\s*Client Rating/,
      /100%\s*Customer Retention/,
    ]);
  });
});

test.describe('executive summary emblem', () => {
  // Its turn with motion allowed is in motion.spec.ts.
  test('stays still under reduced motion', async ({ page, visit }) => {
    await visit('/about');
    const emblem = page.locator('section[aria-labelledby="summary-heading"] img');
    await emblem.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await emblem.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
  });
});

test.describe('executive team scroller', () => {
  test.use({ viewport: viewportAt('lg') });
  const team = (page: Page) => page.getByRole('region', { name: 'Executive team', exact: true });
  const list = (page: Page) => team(page).getByRole('list');

  test('lists the 7 members with name and title', async ({ page, visit }) => {
    await visit('/about');
    await expect(list(page).getByRole('listitem')).toHaveCount(7);
    await expect(list(page).getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(list(page).getByRole('listitem').first()).toContainText('Managing Director');
  });

  test('a card widens from 15rem to 22rem and shows the profile link on hover', async ({ page, visit }) => {
    await visit('/about');
    const card = list(page).getByRole('listitem').nth(1);
    const link = card.getByRole('link', { name: /LinkedIn profile of/ });
    const width = () => card.evaluate((element) => Math.round(element.getBoundingClientRect().width));
    expect(await width()).toBe(240);
    expect(await link.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await card.hover();
    await expect.poll(width).toBe(352);
    expect(await link.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('a card widens and shows its link on keyboard focus', async ({ page, visit }) => {
    await visit('/about');
    const first = list(page).getByRole('listitem').first();
    await page.getByRole('heading', { name: 'Meet Our Executive Team' }).scrollIntoViewIfNeeded();
    await first.getByRole('link').focus();
    await expect.poll(() => first.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(352);
    expect(await first.getByRole('link').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('arrows scroll a third of the visible width and the progress bar follows', async ({ page, visit }) => {
    await visit('/about');
    const scroller = list(page);
    const previous = team(page).getByRole('button', { name: 'Previous team members' });
    const next = team(page).getByRole('button', { name: 'Next team members' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const visible = await scroller.evaluate((element) => element.clientWidth);
    await next.click();
    await expect.poll(() => scroller.evaluate((element) => Math.round(element.scrollLeft))).toBe(Math.round(visible / 3));
    const expected = await scroller.evaluate((element) => element.scrollLeft / (element.scrollWidth - element.clientWidth));
    // The bar follows the scroll events, a render after the position.
    await expect
      .poll(async () => Number(await team(page).locator('[data-progress]').getAttribute('data-progress')))
      .toBeCloseTo(expected, 2);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await previous.click();
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
  });
});
