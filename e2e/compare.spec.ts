import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import sharp, { type OutputInfo } from 'sharp';
import { baselineMismatch } from './compare';
import { screenshotOptions } from './screenshot-options';

/**
 * The suite's comparator (e2e/compare.ts, libvips decoding and pixelmatch) gives toHaveScreenshot's
 * own verdict, and its count of different pixels, on real baselines changed in the ways a new
 * browser build or a real change would change them.
 */
type Comparator = (actual: Buffer, expected: Buffer, options: object) => { errorMessage: string } | null;
const playwrightComparator = (
  createRequire(import.meta.url)('playwright-core/lib/coreBundle') as { utils: { getComparator: (mimeType: string) => Comparator } }
).utils.getComparator('image/png');

const baselines = ['visual-baselines/xl/home.png', 'visual-baselines/xs/careers-1.png'];

type Raw = { data: Buffer; info: OutputInfo };
const encode = ({ data, info }: Raw, compressionLevel = 6) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ compressionLevel })
    .toBuffer();

/** Each way of changing a baseline's pixels (RGBA, 4 bytes a pixel). */
const changes: Record<string, (raw: Raw) => Promise<Buffer>> = {
  'the same bytes': async (raw) => encode(raw),
  'the same pixels, encoded otherwise': async (raw) => encode(raw, 1),
  'every red nudged by one': async ({ data, info }) => {
    const nudged = Buffer.from(data);
    for (let i = 0; i < nudged.length; i += 4) nudged[i] = nudged[i]! ^ 1;
    return encode({ data: nudged, info });
  },
  'a block painted over': async ({ data, info }) => {
    const painted = Buffer.from(data);
    for (let y = 100; y < 130; y++)
      for (let x = 40; x < 90; x++) painted.fill(0x20, (y * info.width + x) * 4, (y * info.width + x) * 4 + 3);
    return encode({ data: painted, info });
  },
  'everything moved one pixel to the right': async ({ data, info }) => {
    const moved = Buffer.alloc(data.length);
    for (let y = 0; y < info.height; y++) data.copy(moved, (y * info.width + 1) * 4, y * info.width * 4, ((y + 1) * info.width - 1) * 4);
    return encode({ data: moved, info });
  },
  'one pixel taller': async ({ data, info }) =>
    encode({ data: Buffer.concat([data, data.subarray(0, info.width * 4)]), info: { ...info, height: info.height + 1 } }),
};

/** How many pixels a message says differ, or that the sizes differ (Playwright then also counts the padding). */
const pixelCount = (message: string | null) =>
  message?.startsWith('Expected an image') ? 'another size' : (message?.match(/(\d+) pixels/)?.[1] ?? null);

for (const path of baselines) {
  test(`the comparator agrees with toHaveScreenshot's on ${path}`, async () => {
    test.setTimeout(60_000);
    // The top of the page, 900 px high: its header, text and images, in a tenth of the whole page's time.
    const raw = await sharp(path)
      .extract({ left: 0, top: 0, width: (await sharp(path).metadata()).width!, height: 900 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const baseline = test.info().outputPath('baseline.png');
    writeFileSync(baseline, await encode(raw));
    const { threshold, maxDiffPixels } = screenshotOptions;
    const verdicts = [];
    for (const [change, make] of Object.entries(changes)) {
      const shot = await make(raw);
      const ours = await baselineMismatch(shot, baseline);
      const theirs = playwrightComparator(shot, await encode(raw), { threshold, maxDiffPixels })?.errorMessage ?? null;
      verdicts.push({
        change,
        ours: ours === null ? 'match' : 'differs',
        pixels: pixelCount(ours),
        theirs: theirs === null ? 'match' : 'differs',
        theirPixels: pixelCount(theirs),
      });
    }
    for (const verdict of verdicts) {
      expect.soft({ change: verdict.change, verdict: verdict.ours, pixels: verdict.pixels }).toEqual({
        change: verdict.change,
        verdict: verdict.theirs,
        pixels: verdict.theirPixels,
      });
    }
    // The cases are not all one way: the rule is seen to pass and to fail.
    expect(verdicts.map(({ theirs }) => theirs)).toEqual(['match', 'match', 'match', 'differs', 'differs', 'differs']);
  });
}
