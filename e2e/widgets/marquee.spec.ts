import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const partners = (page: Page) => page.getByRole('list', { name: 'Our partners' });
const track = (page: Page) => page.locator('ul[aria-label="Our partners"]').locator('..');
const playState = (page: Page) => track(page).evaluate((element) => getComputedStyle(element).animationPlayState);

test.describe('partner marquee', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('shows 11 named logos once to assistive technology, looping every 50 s', async ({ page, visit }) => {
    await visit('/');
    await expect(partners(page).getByRole('img')).toHaveCount(11);
    await expect(partners(page).getByRole('img', { name: 'Akwaaba Bank' })).toBeVisible();
    const copies = track(page).locator('ul');
    await expect(copies).toHaveCount(2);
    await expect(copies.nth(1)).toHaveAttribute('aria-hidden', 'true');
    const animation = await track(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: style.animationDuration, iterations: style.animationIterationCount };
    });
    expect(animation).toEqual({ name: expect.stringContaining('marquee'), duration: '50s', iterations: 'infinite' });
    expect(await playState(page)).toBe('running');
  });

  test('pauses on hover and on keyboard focus', async ({ page, visit }) => {
    await visit('/');
    await partners(page).getByRole('img', { name: 'Savanna Power' }).hover({ force: true });
    expect(await playState(page)).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await playState(page)).toBe('running');

    await page.getByRole('button', { name: 'Pause partner logos' }).focus();
    expect(await playState(page)).toBe('paused');
  });

  test('the pause button stops and restarts it (WCAG 2.2.2)', async ({ page, visit }) => {
    await visit('/');
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.getByRole('button', { name: 'Pause partner logos' }).click();
    await page.mouse.move(0, 0);
    await blur();
    expect(await playState(page)).toBe('paused');
    await page.getByRole('button', { name: 'Play partner logos' }).click();
    await page.mouse.move(0, 0);
    await blur();
    expect(await playState(page)).toBe('running');
  });
});

test.describe('partner marquee under reduced motion', () => {
  test('stands still and drops the loop copy', async ({ page, visit }) => {
    await visit('/');
    expect(await track(page).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(track(page).locator('ul').nth(1)).toBeHidden();
    await expect(partners(page).getByRole('img')).toHaveCount(11);
  });
});
