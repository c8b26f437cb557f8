import { writeFileSync } from 'node:fs';
import { viewportAt } from '../breakpoints';
import { baselineMismatch } from '../compare';
import { expect, test } from './fixtures';

/**
 * The harness sees what it is there to see, in this project's engine: a page that misbehaves on
 * purpose reports its errors, its overflow and its axe violations, and a full stop added to the
 * heading fails the comparison with the shot before it. Without this, a watch that heard nothing
 * would look like a clean site.
 */
test('errors, overflow, axe violations and a changed pixel are all caught', async ({ enginePage: page }) => {
  const { width, height } = viewportAt('xs');
  await page.setViewport(width, height);
  await page.goto('/about');
  expect(await page.horizontalOverflow()).toBeNull();

  await page.evaluate(() => {
    console.error('a console error');
    setTimeout(() => {
      throw new Error('an uncaught error');
    });
    void Promise.reject(new Error('a rejected promise'));
    // Inline script is outside the content security policy.
    document.body.append(Object.assign(document.createElement('script'), { textContent: 'void 0' }));
    const wide = Object.assign(document.createElement('div'), { style: 'width: 2000px; height: 1px' });
    const unnamed = Object.assign(document.createElement('img'), { src: '/no-such-image.png' });
    for (const planted of [wide, unnamed]) planted.dataset.planted = '';
    document.querySelector('main')!.append(wide, unnamed);
  });
  await page.settle();
  // takeErrors empties the list each time: what it returns is kept until the timer's error is in.
  const seen: string[] = [];
  const errorsSoFar = async () => {
    seen.push(...(await page.takeErrors()));
    return seen.join('\n');
  };
  await expect.poll(errorsSoFar).toMatch(/an uncaught error/);
  const errors = seen.join('\n');
  expect(errors).toContain('a console error');
  expect(errors).toContain('a rejected promise');
  expect(errors).toMatch(/Content security policy violated: script-src/);
  expect(errors).toMatch(/no-such-image\.png/);

  expect(await page.horizontalOverflow()).toMatch(/^the page is \d+px wide in a 470px viewport/);
  expect((await page.axeViolations()).join('\n')).toMatch(/^image-alt \(critical\)/m);
  await page.evaluate(() => document.querySelectorAll('[data-planted]').forEach((element) => element.remove()));

  const baseline = test.info().outputPath('about.png');
  writeFileSync(baseline, await page.screenshot());
  expect(await baselineMismatch(await page.screenshot(), baseline)).toBeNull();
  await page.setViewport(width, height);
  await page.evaluate(() => (document.querySelector('h1')!.textContent += '.'));
  expect(await baselineMismatch(await page.screenshot(), baseline)).toMatch(/pixels .* different/);
});
