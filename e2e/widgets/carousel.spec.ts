import type { Page } from '@playwright/test';
import { viewportAt } from '../breakpoints';
import { expect, test } from '../fixtures';

const region = (page: Page) => page.getByRole('region', { name: 'Client testimonials' });
const progress = async (page: Page) => Number(await region(page).locator('[data-progress]').getAttribute('data-progress'));

test.describe('carousel (testimonials on Home)', () => {
  test.use({ viewport: viewportAt('xl') });

  test('has the APG carousel semantics', async ({ page, visit }) => {
    await visit('/');
    await expect(region(page)).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region(page).getByRole('group');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides.nth(0)).toHaveAccessibleName('1 of 3');
    await expect(slides.nth(2)).toHaveAccessibleName('3 of 3');
    // Slides out of view are inert: not focusable, not in the accessibility tree.
    await expect(slides.nth(1)).toHaveAttribute('inert', '');
    await expect(slides.nth(0)).not.toHaveAttribute('inert', '');
  });

  test('next and previous move one visible width; progress is offset over scrollable width', async ({ page, visit }) => {
    await visit('/');
    const previous = region(page).getByRole('button', { name: 'Previous testimonial' });
    const next = region(page).getByRole('button', { name: 'Next testimonial' });
    const slides = region(page).getByRole('group');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(await progress(page)).toBe(0);

    await next.click();
    await expect(slides.nth(1)).not.toHaveAttribute('inert', '');
    await expect(slides.nth(0)).toHaveAttribute('inert', '');
    await expect.poll(() => progress(page)).toBeCloseTo(0.5, 2);
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.95 });

    await next.click();
    await expect.poll(() => progress(page)).toBeCloseTo(1, 2);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.dispatchEvent('click');
    await expect.poll(() => progress(page)).toBeCloseTo(1, 2);

    await previous.click();
    await expect.poll(() => progress(page)).toBeCloseTo(0.5, 2);
  });

  test('works by keyboard, and a disabled arrow keeps focus', async ({ page, visit }) => {
    await visit('/');
    const next = region(page).getByRole('button', { name: 'Next testimonial' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => progress(page)).toBeCloseTo(1, 2);
    await expect(next).toBeFocused();
    await expect(region(page).getByRole('group').nth(2)).not.toHaveAttribute('inert', '');
  });

  test('jumps at once under reduced motion', async ({ page, visit }) => {
    await visit('/');
    await region(page).getByRole('button', { name: 'Next testimonial' }).click();
    expect(await progress(page)).toBeCloseTo(0.5, 2);
  });

  test.describe('without reduced motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('scrolls smoothly', async ({ page, visit }) => {
      await visit('/');
      // The bar is handed to the animation kit when it arrives (a new element): sample that one.
      await expect(page.locator('html[data-motion="ready"]')).toBeAttached();
      // Sample in the page on every frame from the click on, so a busy test runner cannot miss the motion.
      const next = region(page).getByRole('button', { name: 'Next testimonial' });
      // A handle to an object holding the promise: the listener is in place before the click.
      const sampling = await region(page).evaluateHandle((carousel) => ({
        samples: new Promise<number[]>((resolve) => {
          const samples: number[] = [];
          carousel.addEventListener(
            'click',
            () => {
              const started = performance.now();
              const tick = () => {
                samples.push(Number(carousel.querySelector('[data-progress]')?.getAttribute('data-progress')));
                if (performance.now() - started < 2000) requestAnimationFrame(tick);
                else resolve(samples);
              };
              requestAnimationFrame(tick);
            },
            { once: true },
          );
        }),
      }));
      await next.click();
      const samples = await sampling.evaluate((sampler) => sampler.samples);
      expect(samples.some((value) => value > 0.01 && value < 0.49)).toBe(true);
      await expect.poll(() => progress(page)).toBeCloseTo(0.5, 2);
    });
  });
});
