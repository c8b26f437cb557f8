// `node scripts/tools/make-icons.mjs`: makes the site's icons and share image from public/favicon.svg
// and the design tokens, into public/ (committed; run again after changing the mark or the brand colour):
// - favicon.ico (16, 32 and 48 px, for browsers and tools that ask for /favicon.ico),
// - apple-touch-icon.png (180 px on the brand colour, which iOS rounds itself),
// - icon-192.png, icon-512.png and icon-maskable-512.png for the web manifest,
// - manifest.webmanifest,
// - social-card.png (1200 x 630, the Open Graph and Twitter image of pages without one of their own),
//   drawn by Chromium from HTML in the site's own font, so that it matches the site.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../../e2e/browser.mjs';
import { company } from '../../src/content/company.ts';
import { manifestFacts, socialCard } from '../../src/content/site-identity.ts';
import { color } from '../../src/styles/generated/tokens.ts';

const publicDir = (file) => fileURLToPath(new URL(`../../public/${file}`, import.meta.url));
const favicon = readFileSync(publicDir('favicon.svg'), 'utf8');
/** The mark alone (the favicon's path), to draw on squares of any size. */
const mark = /<path [^>]+\/>/.exec(favicon)[0];

/** The mark on a full square of the brand colour, `inset` of the side left clear around it (maskable icons need 10 %). */
const squareIcon = (inset = 0) => {
  const side = 32 / (1 - 2 * inset);
  const offset = (side - 32) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${side} ${side}"><rect x="${-offset}" y="${-offset}" width="${side}" height="${side}" fill="${color.brand[500]}"/>${mark}</svg>`;
};

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file holding PNG images (every browser since Internet Explorer 9 reads them). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const icoSizes = [16, 32, 48];
writeFileSync(publicDir('favicon.ico'), ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(favicon, size) })))));
writeFileSync(publicDir('apple-touch-icon.png'), await png(squareIcon(0.12), 180));
writeFileSync(publicDir('icon-192.png'), await png(favicon, 192));
writeFileSync(publicDir('icon-512.png'), await png(favicon, 512));
writeFileSync(publicDir('icon-maskable-512.png'), await png(squareIcon(0.2), 512));

const manifest = {
  name: company.name,
  short_name: company.name,
  description: manifestFacts.description,
  start_url: '/',
  scope: '/',
  display: 'minimal-ui',
  lang: 'en',
  background_color: color.surface,
  theme_color: color.brand[500],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
writeFileSync(publicDir('manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

const interFace = fileURLToPath(import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const card = `<!doctype html><html><head><style>
  @font-face { font-family: Inter; font-weight: 100 900; src: url(data:font/woff2;base64,${readFileSync(interFace).toString('base64')}) format('woff2'); }
  html, body { margin: 0; width: ${socialCard.width}px; height: ${socialCard.height}px; }
  body { box-sizing: border-box; padding: 88px 96px; display: flex; flex-direction: column; justify-content: space-between;
    background: ${color['surface-dark']}; color: ${color['on-dark']}; font-family: Inter, sans-serif; }
  .brand { display: flex; align-items: center; gap: 28px; font-size: 56px; font-weight: 700; letter-spacing: -0.01em; }
  .brand svg { width: 96px; height: 96px; }
  h1 { margin: 0; font-size: 64px; line-height: 1.12; font-weight: 700; max-width: 960px; }
  p { margin: 0; font-size: 30px; color: ${color['on-dark-muted']}; }
  .rule { height: 8px; width: 160px; background: ${color.brand[500]}; }
</style></head><body>
  <div class="brand">${favicon.replace('<svg ', '<svg aria-hidden="true" ')}<span>${company.name}</span></div>
  <h1>${socialCard.headline}</h1>
  <div><div class="rule"></div><p style="margin-top: 28px">${socialCard.line}</p></div>
</body></html>`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: socialCard.width, height: socialCard.height } });
  await page.setContent(card);
  await page.evaluate('document.fonts.ready');
  const shot = await page.screenshot({ type: 'png' });
  writeFileSync(publicDir('social-card.png'), await sharp(shot).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer());
} finally {
  await browser.close();
}
console.log(
  'Wrote public/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png, manifest.webmanifest, social-card.png.',
);
