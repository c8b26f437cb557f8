import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { font } from './generated/tokens';
import { subsetCodePoints, subsetWeights, unicodeRange } from './inter-subset.mjs';

const read = (file: string) => readFileSync(file, 'utf8');
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/** The code points of a CSS unicode-range ("U+0020-007E, U+00A0"). */
function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1) points.add(code);
  }
  return points;
}

const copyFaceCss = read('src/styles/copy-face.css');
const subsetFace = /url\('\.\.\/assets\/fonts\/inter-site-wght-normal\.woff2'\)[^}]*unicode-range: ([^;]+);/.exec(copyFaceCss);
const latinFace = /inter-latin-wght-normal\.woff2\)[^}]*unicode-range: ([^;]+);/.exec(
  read('node_modules/@fontsource-variable/inter/wght.css'),
);

describe("Inter's face for the site's copy", () => {
  it("is declared with the unicode-range of its characters and its axis's weights", () => {
    expect(subsetFace?.[1]).toBe(unicodeRange());
    expect(copyFaceCss).toContain(`font-weight: ${subsetWeights.lightest} ${subsetWeights.boldest};`);
  });

  it("is a family of its own, ahead of Inter's other faces in the tokens' stack", () => {
    // One face in its family: a layout never meets Inter's other faces still loading (docs/decisions/187).
    expect(copyFaceCss.match(/@font-face/g)).toHaveLength(1);
    expect(copyFaceCss).toContain("font-family: 'Inter Site';");
    const otherFaces = read('node_modules/@fontsource-variable/inter/wght.css');
    expect(new Set([...otherFaces.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]))).toEqual(new Set(['Inter Variable']));
    expect(read('src/styles/web-fonts.css')).not.toContain('@font-face');
    expect(font.family.base.split(', ').slice(0, 2)).toEqual(['Inter Site', 'Inter Variable']);
  });

  it("fits in the first flight of a new connection (about 14.6 KB), which a text page's largest paint waits for", () => {
    // At 21 KB it took a second round trip: text pages' LCP 1.06 s on Lighthouse's phone, 0.9 s at 14.5 KB.
    expect(statSync('src/assets/fonts/inter-site-wght-normal.woff2').size).toBeLessThanOrEqual(15 * 1024);
  });

  it("is cut to a weight axis that holds every weight of the tokens (one outside it would be drawn at the axis's end)", () => {
    for (const weight of Object.values(font.weight)) {
      expect(weight).toBeGreaterThanOrEqual(subsetWeights.lightest);
      expect(weight).toBeLessThanOrEqual(subsetWeights.boldest);
    }
  });

  it("holds every character of the copy and the seed that Inter's Latin face would draw", () => {
    const subset = new Set(subsetCodePoints);
    const latin = codePointsOf(latinFace![1]!);
    const copy = [
      ...filesUnder('src').filter((file) => file.endsWith('content.ts')),
      ...filesUnder('server/store/seed').filter((file) => file.endsWith('.md')),
    ];
    const missing = new Set<string>();
    for (const file of copy) {
      for (const character of read(file)) {
        const code = character.codePointAt(0)!;
        if (code >= 0x20 && latin.has(code) && !subset.has(code)) missing.add(`${character} (U+${code.toString(16)}) in ${file}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
