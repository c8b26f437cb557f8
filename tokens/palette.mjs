// The red palette follows the brand colour: every red and pink token but color.brand.500 is a fixed
// OKLCH change of it, so a new brand colour moves the whole palette. The changes were measured on
// the brand red #e2093c and reproduce its hand-picked shades exactly.
import { formatHex, oklch, toGamut } from 'culori';

export const brandPath = 'color.brand.500';

/**
 * One line per derived token: its role, then the change from the brand colour in OKLCH. `lighten`
 * moves the lightness that fraction of the way to white, `darken` that fraction of the way to black
 * (so tints stay tints and shades stay shades whatever the brand's own lightness); `chroma`
 * multiplies the chroma; `hue` is added to the hue, in degrees.
 */
export const derivations = [
  { token: 'color.brand.50', role: 'faint tint: hero gradients, current link, invalid field', lighten: 0.91, chroma: 0.07, hue: -20 },
  { token: 'color.brand.100', role: 'light tint: spinner track, badge border', lighten: 0.78, chroma: 0.19, hue: -20 },
  { token: 'color.brand.600', role: 'links, eyebrows, buttons, error text', darken: 0.11, chroma: 0.888, hue: -0.4 },
  { token: 'color.brand.700', role: 'button hover, text on the faint tint', darken: 0.23, chroma: 0.764, hue: -1.1 },
  { token: 'color.brand.900', role: 'darkest step of the scale (no stylesheet uses it yet)', darken: 0.476, chroma: 0.516, hue: -3 },
  { token: 'color.error-on-dark', role: 'error and eyebrow text on dark surfaces', lighten: 0.473, chroma: 0.6, hue: -13 },
];

// A shade outside sRGB keeps its lightness and hue and loses chroma until it fits, rather than
// having its channels clipped (which shifts the hue).
const inGamut = toGamut('rgb', 'oklch');

/** The hex colour of one derivation applied to a brand colour. */
function deriveShade(brandHex, { lighten, darken, chroma, hue }) {
  const brand = oklch(brandHex);
  if (!brand) throw new Error(`The brand colour "${brandHex}" is not a colour.`);
  const lightness = lighten === undefined ? brand.l * (1 - darken) : brand.l + (1 - brand.l) * lighten;
  return formatHex(inGamut({ mode: 'oklch', l: lightness, c: brand.c * chroma, h: (brand.h ?? 0) + hue }));
}

/** The token at a dotted path of a DTCG tree, or undefined. */
export function tokenAt(tree, path) {
  return path.split('.').reduce((node, key) => node?.[key], tree);
}

/**
 * A copy of the DTCG tree with every derived token's $value computed from the brand colour. Each
 * derived token is written in tokens.json (where it keeps its place and description) as a reference
 * to the brand colour, marked with `$extensions.derivedBy`; the marks and this table must agree.
 */
export function applyPalette(tree) {
  const result = structuredClone(tree);
  const brandHex = tokenAt(result, brandPath)?.$value;
  if (typeof brandHex !== 'string' || !brandHex.startsWith('#')) throw new Error(`${brandPath} must be a hex colour literal.`);
  const marked = markedPaths(result).sort();
  const listed = derivations.map(({ token }) => token).sort();
  if (marked.join() !== listed.join()) {
    throw new Error(
      `The derived tokens marked in tokens.json (${marked.join(', ')}) differ from tokens/palette.mjs (${listed.join(', ')}).`,
    );
  }
  for (const derivation of derivations) tokenAt(result, derivation.token).$value = deriveShade(brandHex, derivation);
  return result;
}

function markedPaths(node, prefix = []) {
  if (typeof node !== 'object' || node === null) return [];
  if (node.$extensions?.derivedBy) return [prefix.join('.')];
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('$'))
    .flatMap(([key, child]) => markedPaths(child, [...prefix, key]));
}
