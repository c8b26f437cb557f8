import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';
import { baselineMismatch } from './compare';
import { screenshotOptions } from './screenshot-options';

type ShotOptions = Pick<PageScreenshotOptions, 'fullPage' | 'mask' | 'maskColor'>;

const { animations, caret, scale } = screenshotOptions;
const style = readFileSync(screenshotOptions.stylePath, 'utf8');

/**
 * toHaveScreenshot with a shortcut for the common case: one shot that matches the baseline by
 * toHaveScreenshot's own comparator and options (e2e/compare.ts) passes at once. toHaveScreenshot
 * itself takes shots until two in a row are equal before it compares, which was most of a full-page
 * shot's time; the page here has settled already (fonts, images, animations off). The shortcut used
 * to be byte equality, which a new Chromium build (another PNG encoder, pixels within the threshold)
 * silently turned off, doubling the suite. Anything else (a changed pixel, a missing baseline,
 * `--update-snapshots=all`) goes to toHaveScreenshot, with its retries, diff images and updates.
 */
export async function toMatchBaseline(target: Page | Locator, name: string | string[], options: ShotOptions = {}) {
  const info = test.info();
  const label = typeof name === 'string' ? name : name.join('/');
  // The config's one snapshotPathTemplate serves every kind, so the plain path is the screenshot's.
  const baseline = info.snapshotPath(...(typeof name === 'string' ? [name] : name));
  if (info.config.updateSnapshots !== 'all') {
    const shot = await target.screenshot({ animations, caret, scale, style, ...options });
    if (baselineMismatch(shot, baseline) === null) return { pass: true, message: () => `${label} matches its baseline` };
  }
  try {
    await baseExpect(target).toHaveScreenshot(name, options);
    return { pass: true, message: () => `${label} matches its baseline` };
  } catch (error) {
    return { pass: false, message: () => (error as Error).message };
  }
}
