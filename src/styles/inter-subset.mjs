// The characters of the site's own copy (its content.ts files, the store's seed, the prerendered
// pages): printable ASCII, the no-break space and the typographic punctuation an editor types. They
// have a face of their own (src/styles/copy-face.css, scripts/tools/make-inter-subset.mjs), less than
// half the size of Inter's Latin face; src/styles/inter-subset.test.ts holds the copy to this list.

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** Every code point the subset face holds, in order. */
export const subsetCodePoints = [
  ...range(0x20, 0x7e),
  0xa0, // no-break space
  0xa9, // ©
  0xb7, // ·
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
];

/**
 * The weights the subset face is cut to (its weight axis): the design tokens' weights, regular to bold.
 * A weight outside it would be drawn at the nearest end; the test holds the tokens to it.
 */
export const subsetWeights = { lightest: 400, boldest: 700 };

/** The same list as a CSS unicode-range (copy-face.css declares it; a test compares the two). */
export function unicodeRange(codePoints = subsetCodePoints) {
  const runs = [];
  for (const code of codePoints) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}
