import { existsSync, readFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { screenshotOptions } from './screenshot-options';

/** A PNG's pixels as 8-bit RGBA, as Playwright's decoder gives them (an opaque image gets alpha 255). */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Whether a PNG matches the baseline at `baselinePath` by the suite's one rule: toHaveScreenshot's
 * comparator (pixelmatch, which Playwright vendors, with the threshold and maxDiffPixels of
 * screenshot-options.ts, anti-aliased pixels not counted) and its messages. Null when it does, else
 * why not; a missing baseline is a mismatch.
 *
 * Byte-equal files pass without decoding. Others are decoded by libvips (sharp) rather than by
 * Playwright's JavaScript PNG decoder, which took 0.2 to 1 s for a full-page shot and so made the
 * suite's time depend on whether the browser's encoder wrote the same bytes as the baseline's
 * (docs/decisions/174). e2e/compare.spec.ts holds the two to the same verdicts.
 */
export async function baselineMismatch(png: Buffer, baselinePath: string): Promise<string | null> {
  if (!existsSync(baselinePath)) return `there is no baseline at ${baselinePath}`;
  const baseline = readFileSync(baselinePath);
  if (png.equals(baseline)) return null;
  const [actual, expected] = await Promise.all([pixelsOf(png), pixelsOf(baseline)]);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return `Expected an image ${expected.width}px by ${expected.height}px, received ${actual.width}px by ${actual.height}px.`;
  }
  if (actual.data.equals(expected.data)) return null;
  const { width, height } = expected;
  const { threshold, maxDiffPixels } = screenshotOptions;
  const count = pixelmatch(expected.data, actual.data, null, width, height, { threshold });
  if (count <= maxDiffPixels) return null;
  const ratio = Math.ceil((count / (width * height)) * 100) / 100;
  return `${count} pixels (ratio ${ratio.toFixed(2)} of all image pixels) are different.`;
}
