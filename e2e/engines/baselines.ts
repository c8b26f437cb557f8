import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { baselineMismatch } from '../compare';
import type { EnginePage } from './engine-page';
import { expect, test } from './fixtures';

/** Whether this run writes a shot as the baseline, by toHaveScreenshot's --update-snapshots rules. */
function writes(mode: string, baseline: string, shot: Buffer, mismatch: string | null): boolean {
  if (!existsSync(baseline)) return mode !== 'none';
  if (mode === 'all') return !shot.equals(readFileSync(baseline));
  if (mode === 'changed') return mismatch !== null;
  return false;
}

/**
 * The whole page against its baseline, visual-baselines/<engine>/<breakpoint>/<name>.png, by the
 * Chromium suite's own comparator, threshold and maxDiffPixels (e2e/compare.ts). As toHaveScreenshot:
 * `--update-snapshots` rewrites a changed baseline and passes; without the flag a missing one is
 * written and the test fails once, so that a new baseline is looked at before it is committed.
 */
export async function expectBaseline(page: EnginePage, breakpoint: string, name: string) {
  const info = test.info();
  const baseline = info.snapshotPath(page.engine, breakpoint, `${name}.png`);
  const shot = await page.screenshot();
  const mismatch = await baselineMismatch(shot, baseline);
  const label = `${page.engine}/${breakpoint}/${name}.png`;
  if (writes(info.config.updateSnapshots, baseline, shot, mismatch)) {
    const missing = !existsSync(baseline);
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, shot);
    if (missing && info.config.updateSnapshots === 'default') {
      expect.soft(mismatch, `${label} had no baseline: this shot is now the baseline; look at it before committing it`).toBeNull();
    }
    return;
  }
  if (mismatch === null) return;
  // Written beside the test's other output, as toHaveScreenshot leaves its actual image, to open and compare.
  const actual = info.outputPath(`${page.engine}-${breakpoint}-${name}-actual.png`);
  writeFileSync(actual, shot);
  await info.attach(`${page.engine}-${breakpoint}-${name}-actual.png`, { path: actual, contentType: 'image/png' });
  if (existsSync(baseline)) {
    await info.attach(`${page.engine}-${breakpoint}-${name}-expected.png`, { path: baseline, contentType: 'image/png' });
  }
  expect.soft(mismatch, `${label} differs from its baseline`).toBeNull();
}
