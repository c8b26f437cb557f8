import { existsSync, readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';
import { screenshotOptions } from './screenshot-options';

type ShotOptions = Pick<PageScreenshotOptions, 'fullPage' | 'mask' | 'maskColor'>;

const { animations, caret, scale } = screenshotOptions;
const style = readFileSync(screenshotOptions.stylePath, 'utf8');

/**
 * toHaveScreenshot with a shortcut for the common case: a shot whose PNG is byte for byte the
 * baseline (same Chromium, same pixels, same encoder) passes without Playwright decoding both images
 * and comparing them pixel by pixel, which was most of a full-page shot's time. Anything else (a
 * changed pixel, a missing baseline, `--update-snapshots=all`) goes to toHaveScreenshot itself, with
 * its threshold, diff images and baseline updates.
 */
export async function toMatchBaseline(target: Page | Locator, name: string | string[], options: ShotOptions = {}) {
  const info = test.info();
  const label = typeof name === 'string' ? name : name.join('/');
  // The config's one snapshotPathTemplate serves every kind, so the plain path is the screenshot's.
  const baseline = info.snapshotPath(...(typeof name === 'string' ? [name] : name));
  if (info.config.updateSnapshots !== 'all' && existsSync(baseline)) {
    const shot = await target.screenshot({ animations, caret, scale, style, ...options });
    if (shot.equals(readFileSync(baseline))) return { pass: true, message: () => `${label} matches its baseline` };
  }
  try {
    await baseExpect(target).toHaveScreenshot(name, options);
    return { pass: true, message: () => `${label} matches its baseline` };
  } catch (error) {
    return { pass: false, message: () => (error as Error).message };
  }
}
