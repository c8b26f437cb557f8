import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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
 * silently turned off, doubling the suite. When baselines are being remade, a changed or missing
 * shot is written as soon as a second shot equals it. Anything else (a changed pixel in a normal
 * run) goes to toHaveScreenshot, with its retries and its diff images.
 */
export async function toMatchBaseline(target: Page | Locator, name: string | string[], options: ShotOptions = {}) {
  const info = test.info();
  const label = typeof name === 'string' ? name : name.join('/');
  const mode = info.config.updateSnapshots;
  // The config's one snapshotPathTemplate serves every kind, so the plain path is the screenshot's.
  const baseline = info.snapshotPath(...(typeof name === 'string' ? [name] : name));
  const take = () => target.screenshot({ animations, caret, scale, style, ...options });
  const shot = await take();
  const mismatch = await baselineMismatch(shot, baseline);
  if (mismatch === null && mode !== 'all') return { pass: true, message: () => `${label} matches its baseline` };
  // Remaking baselines on purpose: a shot is written once a second one is the same (the page is still).
  const record = mode === 'all' || mode === 'changed' || (mode === 'missing' && !existsSync(baseline));
  if (record && (await take()).equals(shot)) {
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, shot);
    console.log(`${baseline} is re-generated (${mismatch ?? 'it matched'}).`);
    return { pass: true, message: () => `${label} was written` };
  }
  try {
    await baseExpect(target).toHaveScreenshot(name, options);
    return { pass: true, message: () => `${label} matches its baseline` };
  } catch (error) {
    return { pass: false, message: () => (error as Error).message };
  }
}
