import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Metadata, Sharp } from 'sharp';

/**
 * An article's picture, made once when the article is published (or seeded) into the files its pages
 * show: the hero (2:1) and the card thumbnail (16:9) in several widths, each in AVIF and WebP with a
 * JPEG for browsers that take neither, and the 1200 × 630 JPEG of a shared link (Open Graph, JSON-LD).
 * The widths follow the layouts (src/pages/blog-article/picture-sizes.ts): the browser picks the
 * smallest that covers the picture on its screen. A width the source cannot give is not made (no
 * enlarging); the source must be at least `minimumSourceWidth` wide.
 */

type ImageRole = 'hero' | 'card' | 'share';
type ImageFormat = 'avif' | 'webp' | 'jpeg';

export type DerivedImage = { role: ImageRole; format: ImageFormat; width: number; height: number; content: Buffer };

const recipes: { role: ImageRole; ratio: number; widths: number[]; formats: ImageFormat[] }[] = [
  { role: 'hero', ratio: 2, widths: [480, 640, 800, 1024, 1280, 1600], formats: ['avif', 'webp', 'jpeg'] },
  { role: 'card', ratio: 16 / 9, widths: [240, 320, 400, 480, 640, 960], formats: ['avif', 'webp', 'jpeg'] },
  { role: 'share', ratio: 1200 / 630, widths: [1200], formats: ['jpeg'] },
];

/** Narrower than this, the hero would be enlarged on most screens: refused. */
const minimumSourceWidth = 1200;
/** Larger sources are refused before they are decoded (a decompression bomb). */
const maximumSourcePixels = 40_000_000;

/**
 * Encoders' settings: AVIF at effort 1 makes files some 15% larger than at effort 4 (still a third
 * smaller than WebP) in a fifth of the time: the server's build makes the seed's eight pictures
 * (seed-articles.ts), 5 s of CPU rather than 25 (measured on this machine).
 */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 1 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/** A picture that cannot be used, said in one sentence for the team. */
export class BadImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadImageError';
  }
}

/**
 * The same source makes the same files: kept for the last few sources (a second store seeded in the
 * same process, `articles edit` with the picture it had), so that they are made once.
 */
const made = new Map<string, Promise<DerivedImage[]>>();
const remembered = 12;

export function deriveArticleImages(source: Buffer, name = 'the picture'): Promise<DerivedImage[]> {
  const key = createHash('sha256').update(source).digest('hex');
  const known = made.get(key);
  if (known) return known;
  const derived = existsSync(pictureProcess) ? deriveInChild(source, name) : deriveHere(source, name);
  made.set(key, derived);
  derived.catch(() => made.delete(key));
  if (made.size > remembered) made.delete(made.keys().next().value!);
  return derived;
}

/** The files made of a source this wide: each use's widths it can give (its smallest always), in each format. */
export function filesToMake(width: number) {
  return recipes.flatMap(({ role, ratio, widths, formats }) =>
    widths
      .filter((target, index) => index === 0 || target <= width)
      .flatMap((target) => formats.map((format) => ({ role, format, width: target, height: Math.round(target / ratio) }))),
  );
}

/**
 * The built server makes pictures in a process of its own (dist-server/picture-process.js): the
 * encoders' memory (AVIF above all) stayed resident in the site's process after a new store's seed,
 * 700 MB rather than 320, which the pages then had to share; a child gives it all back when it ends.
 * Run from source (the tests), the pictures are made here.
 */
const pictureProcess = fileURLToPath(new URL('./picture-process.js', import.meta.url));

function deriveInChild(source: Buffer, name: string): Promise<DerivedImage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [pictureProcess, name], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let problem = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (problem += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        const answer = JSON.parse(Buffer.concat(out).toString('utf8')) as (Omit<DerivedImage, 'content'> & { content: string })[];
        resolve(answer.map((image) => ({ ...image, content: Buffer.from(image.content, 'base64') })));
      } else if (code === 2) {
        reject(new BadImageError(problem.trim()));
      } else {
        reject(new Error(`The picture process ended with ${code}: ${problem.trim()}`));
      }
    });
    child.stdin.end(source);
  });
}

/** The pictures made in this process (what the picture process runs). */
export async function deriveHere(source: Buffer, name: string): Promise<DerivedImage[]> {
  // Loaded here, not with the module: the built server makes pictures in the picture process and
  // never needs sharp itself, which would cost its every start a third of a second.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: maximumSourcePixels }).metadata();
  } catch {
    throw new BadImageError(`${name} is not a picture sharp can read (use a JPEG, PNG, WebP or AVIF file).`);
  }
  if (!['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff'].includes(meta.format ?? '')) {
    throw new BadImageError(`${name} is ${meta.format ?? 'of an unknown kind'}: use a JPEG, PNG, WebP or AVIF file.`);
  }
  // EXIF orientation: a photo taken on its side is turned upright first; then decoded once, on white
  // where it is transparent (JPEG has no transparency), in sRGB, without its metadata.
  const upright = await sharp(source, { limitInputPixels: maximumSourcePixels })
    .rotate()
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  if (width < minimumSourceWidth) {
    throw new BadImageError(`${name} is ${width} pixels wide: an article's picture needs at least ${minimumSourceWidth}.`);
  }
  const pixels = (data: Buffer, size: { width: number; height: number }) => sharp(data, { raw: { ...size, channels } });
  // Each size is cropped around the centre once, then encoded in each of its formats.
  const sizes = new Map<string, { width: number; height: number; data: Promise<Buffer> }>();
  for (const job of filesToMake(width)) {
    const key = `${job.width}x${job.height}`;
    if (sizes.has(key)) continue;
    const data = pixels(upright.data, { width, height })
      .resize(job.width, job.height, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer();
    sizes.set(key, { width: job.width, height: job.height, data });
  }
  return Promise.all(
    filesToMake(width).map(async (job) => {
      const size = sizes.get(`${job.width}x${job.height}`)!;
      return { ...job, content: await encoders[job.format](pixels(await size.data, size)).toBuffer() };
    }),
  );
}
