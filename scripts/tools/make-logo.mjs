// Writes the logo's shapes (src/assets/brand/logo.svg): the mark, and the wordmark "Volta Systems"
// as outlines of Inter Bold, the site's own face. Outlines draw the same in every engine (an SVG
// <text> stretched by textLength did not: WebKit garbled it) and need no font to arrive. The shapes
// have no colour of their own: the page draws each with a <use> whose fill or stroke comes from the
// brand tokens (src/components/ui/logo.tsx), so a brand change and the display mode reach them.
// The file is fetched like an image, so its 6 KB are not in any page's JavaScript.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const fontFile = fileURLToPath(import.meta.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));
const bytes = readFileSync(fontFile);
const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));

// The wordmark's box in the 180 × 40 logo: from x 43 to 177, on the baseline at y 26.5, 18 units high.
const left = 43;
const right = 177;
const baseline = 26.5;
const size = 18;
const words = ['Volta', 'Systems'];

const scale = size / font.unitsPerEm;
const glyphs = [...words.join(' ')].map((character) => font.charToGlyph(character));
const advances = glyphs.map((glyph, index) => {
  const next = glyphs[index + 1];
  return (glyph.advanceWidth + (next ? font.getKerningValue(glyph, next) : 0)) * scale;
});
// The last glyph's advance is not ink; the extra room is shared evenly between the letters.
const natural = advances.slice(0, -1).reduce((sum, advance) => sum + advance, 0) + glyphs.at(-1).advanceWidth * scale;
const spacing = (right - left - natural) / (glyphs.length - 1);

let x = left;
const paths = glyphs.map((glyph, index) => {
  const d = glyph.getPath(x, baseline, size).toPathData(1);
  x += advances[index] + spacing;
  return d;
});
const volta = paths.slice(0, words[0].length).join('');
const systems = paths.slice(words[0].length + 1).join('');

const shapes = [
  '<rect id="mark" x="2" y="4" width="32" height="32" rx="8"/>',
  '<path id="chevron" d="M9.5 12.5l8.5 16 8.5-16" fill="none" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>',
  `<path id="volta" d="${volta}"/>`,
  `<path id="systems" d="${systems}"/>`,
];
writeFileSync(
  'src/assets/brand/logo.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40">\n${shapes.map((shape) => `  ${shape}\n`).join('')}</svg>\n`,
);
console.log(`Wrote src/assets/brand/logo.svg (${glyphs.length} glyphs, ${spacing.toFixed(2)} units between letters).`);
