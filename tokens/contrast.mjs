// The colour pairs the stylesheets rely on, with the WCAG 2.2 contrast each needs: 4.5:1 for text
// (1.4.3), 3:1 for the focus ring against what it sits on (1.4.11). The build stops when a brand
// colour would break one, so a new brand colour cannot quietly make the site unreadable.
import { wcagContrast } from 'culori';
import { brandPath, tokenAt } from './palette.mjs';

const text = 4.5;
const nonText = 3;

const duties = [
  { fg: 'color.brand.500', bg: 'color.surface', min: text, use: 'red text and list markers on white' },
  { fg: 'color.on-dark', bg: 'color.brand.500', min: text, use: 'white lettering on the brand step of the timeline' },
  { fg: 'color.brand.600', bg: 'color.surface', min: text, use: 'links, eyebrows and outline buttons' },
  { fg: 'color.brand.600', bg: 'color.surface-alt', min: text, use: 'links and eyebrows in tinted sections' },
  { fg: 'color.brand.600', bg: 'color.brand.50', min: text, use: 'the current navigation link and service icons' },
  { fg: 'color.on-dark', bg: 'color.brand.600', min: text, use: 'button labels' },
  { fg: 'color.on-dark', bg: 'color.brand.700', min: text, use: 'button labels on hover' },
  { fg: 'color.brand.700', bg: 'color.brand.50', min: text, use: 'secondary buttons on hover and badges' },
  { fg: 'color.error', bg: 'color.surface', min: text, use: 'error messages under fields' },
  { fg: 'color.text', bg: 'color.brand.50', min: text, use: 'the text in an invalid field' },
  { fg: 'color.muted', bg: 'color.brand.50', min: text, use: 'hero leads at the top of the tinted gradient' },
  { fg: 'color.error-on-dark', bg: 'color.surface-dark', min: text, use: 'errors and eyebrows on dark bands' },
  { fg: 'color.focus', bg: 'color.surface', min: nonText, use: 'the focus ring on white' },
  { fg: 'color.focus', bg: 'color.surface-alt', min: nonText, use: 'the focus ring in tinted sections' },
  { fg: 'color.focus', bg: 'color.surface-dark', min: nonText, use: 'the focus ring in the footer' },
];

/** The literal colour of a token, following `{a.b.c}` references. */
function colourOf(tree, path, seen = new Set()) {
  if (seen.has(path)) throw new Error(`The token ${path} refers to itself.`);
  const value = tokenAt(tree, path)?.$value;
  if (typeof value !== 'string') throw new Error(`The contrast duties name ${path}, which is not a colour token.`);
  const reference = /^\{(.+)\}$/.exec(value);
  return reference ? colourOf(tree, reference[1], seen.add(path)) : value;
}

/** Every duty with its measured ratio and whether it holds. */
export function measureContrast(tree) {
  return duties.map((duty) => {
    const ratio = wcagContrast(colourOf(tree, duty.fg), colourOf(tree, duty.bg));
    return { ...duty, ratio, holds: ratio >= duty.min };
  });
}

/** Throws one sentence naming every broken duty; returns quietly when all hold. */
export function checkContrast(tree) {
  const broken = measureContrast(tree).filter((duty) => !duty.holds);
  if (broken.length === 0) return;
  const list = broken.map(({ fg, bg, ratio, min, use }) => `${fg} on ${bg} is ${ratio.toFixed(2)}:1, below ${min}:1 (${use})`);
  const count = `${broken.length} contrast ${broken.length === 1 ? 'duty' : 'duties'}`;
  throw new Error(`The palette of brand colour ${colourOf(tree, brandPath)} breaks ${count}: ${list.join('; ')}.`);
}
