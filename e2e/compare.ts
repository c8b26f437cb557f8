import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { screenshotOptions } from './screenshot-options';

type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options: { threshold: number; maxDiffPixels: number },
) => { errorMessage: string } | null;

// The comparator toHaveScreenshot itself uses (pixelmatch through Playwright's PNG decoder), so that
// a shot compared here passes or fails exactly as it would there, in every engine.
const playwrightCore = createRequire(import.meta.url)('playwright-core/lib/coreBundle') as {
  utils: { getComparator: (mimeType: string) => Comparator };
};
const comparePng = playwrightCore.utils.getComparator('image/png');

/**
 * Whether a PNG matches the baseline at `baselinePath` by the suite's one rule (threshold and
 * maxDiffPixels of screenshot-options.ts): null when it does, else why not. A missing baseline is
 * a mismatch. Byte-equal files pass without decoding either.
 */
export function baselineMismatch(png: Buffer, baselinePath: string): string | null {
  if (!existsSync(baselinePath)) return `there is no baseline at ${baselinePath}`;
  const baseline = readFileSync(baselinePath);
  if (png.equals(baseline)) return null;
  const { threshold, maxDiffPixels } = screenshotOptions;
  return comparePng(png, baseline, { threshold, maxDiffPixels })?.errorMessage ?? null;
}
