// Draws the pictures of the seed's articles (server/store/seed/articles/images/*.png, 1600 × 800): the
// site's own flat artwork that fits each article's subject, drawn by sharp (librsvg) on a canvas of its
// background colour, and for the data-protection article a drawing of its own. Run once by hand
// (node scripts/tools/make-article-images.mjs); the output is committed. Deterministic: no randomness,
// no text (no font to depend on). The seed makes its sizes and formats as a publish does.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const out = 'server/store/seed/articles/images';
const width = 1600;
const height = 800;

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const rect = (x, y, w, h, fill, r = 0) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const circle = (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

/** A personal record under a shield with a tick: data protection (article 2). */
function dataProtection() {
  const ink = '#16161f';
  const red = '#e2093c';
  const tint = '#fdeef2';
  const line = '#d9dbe3';
  let body = rect(0, 0, 640, 480, tint) + circle(320, 240, 200, '#fbd5df');
  body += rect(170, 90, 220, 300, '#ffffff', 16) + rect(170, 90, 220, 56, ink, 16) + rect(170, 130, 220, 16, ink);
  body += circle(220, 200, 26, red) + rect(258, 186, 100, 12, line, 6) + rect(258, 206, 70, 12, line, 6);
  for (let i = 0; i < 4; i += 1) body += rect(196, 254 + i * 30, i % 2 ? 120 : 168, 12, line, 6);
  body += `<path d="M430 170 L500 196 L500 262 C500 310 470 342 430 360 C390 342 360 310 360 262 L360 196 Z" fill="${red}"/>`;
  body += `<path d="M400 262 L424 286 L466 238" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svg(640, 480, body);
}

/** Each picture: its artwork (a file of the site's, or a drawing) and the colour around it. */
const pictures = [
  ['cybersecurity', 'src/assets/blog/article-hero.svg', '#16161f'],
  ['data-protection', dataProtection(), '#fdeef2'],
  ['ussd-or-app', 'src/assets/portfolio/my-mtn-hero.svg'],
  ['payroll-spreadsheet', 'src/assets/portfolio/hr-product-hero.svg'],
  ['outsourced-team', 'src/assets/illustrations/know-us.svg'],
  ['telecom-activation', 'src/assets/services/telecom-hero.svg'],
  ['voice-applications', 'src/assets/services/voice-hero.svg'],
  ['payroll-compliance', 'src/assets/portfolio/hr3pp-hero.svg'],
];

/** The artwork's own background: the fill of its first full-size rectangle (white when it has none). */
function backgroundOf(text) {
  return /<rect x="0" y="0" width="\d+" height="\d+" rx="0" fill="(#[0-9a-f]{6})"/.exec(text)?.[1] ?? '#ffffff';
}

mkdirSync(out, { recursive: true });
for (const [name, source, colour] of pictures) {
  const text = source.startsWith('<svg') ? source : readFileSync(source, 'utf8');
  const art = await sharp(Buffer.from(text), { density: 300 }).resize({ height, width, fit: 'inside' }).png().toBuffer();
  const file = `${out}/${name}.png`;
  await sharp({ create: { width, height, channels: 3, background: colour ?? backgroundOf(text) } })
    .composite([{ input: art, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(`Wrote ${file}.`);
}
