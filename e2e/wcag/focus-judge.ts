import { contrast } from '../../src/styles/contrast';
import type { Looks, Ring, Candidate, Walk } from './focus-walk';

const ratio = (pairs: { ring: string; next: string }[]) => Math.min(...pairs.map(({ ring, next }) => contrast(ring, next).ratio));
const sameLooks = (a: Looks['outline'], b: Looks['outline']) =>
  a.style === b.style && a.width === b.width && a.colour === b.colour && a.offset === b.offset;

type Band = { from: number; to: number; colour: string };

/** The focused candidate's bands, outward from its border edge: its border (2 px or more) and its rings. */
function bandsOf(focused: Looks, rings: Ring[]): Band[] {
  const border = focused.border.width >= 2 ? [{ from: -focused.border.width, to: 0, colour: focused.border.colour }] : [];
  return [...border, ...rings.map((ring) => ({ from: ring.offset, to: ring.offset + ring.width, colour: ring.colour }))];
}

/**
 * A ring beside another band (each at least 2 px) whose colour differs from it by 9:1: whatever the
 * colour around them, one of the two has at least 3:1 against it (the better of the two ratios is at
 * least the square root of theirs), as with GOV.UK's yellow and black focus state. A ring over a
 * photo passes so.
 */
function twoTone(ring: Ring, bands: Band[]): boolean {
  const from = ring.offset;
  const to = ring.offset + ring.width;
  return (
    ring.width >= 2 &&
    bands.some(
      (band) =>
        (Math.abs(band.to - from) < 0.5 || Math.abs(band.from - to) < 0.5) &&
        band.to - band.from >= 2 &&
        contrast(band.colour, ring.colour).ratio >= 9,
    )
  );
}

/**
 * What focus shows on one candidate, with its measure: a ring (outline or box-shadow spread) that
 * focus adds, at least 2 px wide, with 3:1 against what it is drawn over on every side, or two-tone
 * (above); a border focus thickens or recolours, whose colour changes by 3:1; a background that
 * changes by 3:1 (the whole element is then the indicator).
 */
function indicators(candidate: Candidate): { passes: boolean; text: string }[] {
  const { focused, unfocused, rings, on } = candidate;
  if (!unfocused) return [];
  const found: { passes: boolean; text: string }[] = [];
  const added = rings.filter((ring) =>
    ring.kind === 'outline' ? !sameLooks(focused.outline, unfocused.outline) : focused.boxShadow !== unfocused.boxShadow,
  );
  for (const ring of added) {
    const where = `${ring.width} px ${ring.kind} on ${on}`;
    if (twoTone(ring, bandsOf(focused, rings))) {
      found.push({ passes: true, text: `a two-tone ${where}` });
      continue;
    }
    const images = [...new Set(ring.sides.flatMap(({ slices }) => slices.map(({ image }) => image)).filter(Boolean))];
    if (images.length) {
      found.push({ passes: false, text: `a ${where} drawn over an image (${images.join(', ')}), whose contrast cannot be known` });
      continue;
    }
    if (!ring.sides.length) continue;
    // The ring must be 2 px thick at 3:1 on every side: count the slices that stand out by 3:1.
    const measured = ring.sides.map(({ side, slices }) => {
      const ratios = slices.map(({ pairs }) => ratio(pairs));
      const worst = Math.min(...ratios);
      const pair = slices.flatMap(({ pairs }) => pairs).find((candidate) => contrast(candidate.ring, candidate.next).ratio === worst)!;
      return { side, standing: ratios.filter((value) => value >= 3).length, worst, pair };
    });
    const weakest = measured.reduce((a, b) => (b.standing < a.standing || (b.standing === a.standing && b.worst < a.worst) ? b : a));
    found.push({
      passes: weakest.standing >= 2,
      text: `a ${where}; on its ${weakest.side} side ${weakest.standing} of ${ring.width} px stand out by 3:1 (down to ${weakest.worst.toFixed(2)}:1, ${weakest.pair.ring} over ${weakest.pair.next})`,
    });
  }
  if (focused.border.colour !== unfocused.border.colour || focused.border.width !== unfocused.border.width) {
    const change = contrast(focused.border.colour, unfocused.border.colour).ratio;
    found.push({
      passes: focused.border.width >= 2 && change >= 3,
      text: `a ${focused.border.width} px border on ${on} changing ${change.toFixed(2)}:1 (${unfocused.border.colour} to ${focused.border.colour})`,
    });
  }
  if (focused.background !== unfocused.background) {
    const change = contrast(focused.background, unfocused.background).ratio;
    found.push({
      passes: change >= 3,
      text: `a background on ${on} changing ${change.toFixed(2)}:1 (${unfocused.background} to ${focused.background})`,
    });
  }
  return found;
}

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured (Minimum), 2.4.7 Focus Visible and, for the indicator's
 * contrast, 1.4.11 Non-text Contrast: every element the Tab key reaches is, once focused, inside the
 * viewport with its focus outline, under no fixed or sticky layer (the site header), not cut by an
 * ancestor's overflow, and shows an indicator as `indicators` defines it.
 */
export function focusFailures(walk: Walk): string[] {
  const failures: string[] = [];
  if (walk.end === 'stayed on one element' || walk.end === 'not ended') failures.push(`the Tab walk ${walk.end}`);
  for (const stop of walk.stops) {
    const { box, viewport, clearTop } = stop;
    const at = `[${Math.round(box.left)}, ${Math.round(box.top)}, ${Math.round(box.right)}, ${Math.round(box.bottom)}]`;
    // What cannot fit below the header (a tall panel) must show its start: top and left edges. So
    // must a multi-line text field, which the browser scrolls only as far as its caret.
    const tooTall = box.bottom - box.top > viewport.height - clearTop || stop.revealsCaret;
    const tooWide = box.right - box.left > viewport.width;
    const outside =
      box.left < -0.5 ||
      box.top < -0.5 ||
      (!tooWide && box.right > viewport.width + 0.5) ||
      (!tooTall && box.bottom > viewport.height + 0.5);
    if (outside) failures.push(`${stop.name}: focused at ${at}, outside the ${viewport.width}×${viewport.height} viewport`);
    for (const layer of stop.coveredBy) failures.push(`${stop.name}: focused under ${layer}`);
    for (const clipper of stop.cutBy) failures.push(`${stop.name}: focused, cut by the overflow of ${clipper}`);
    const shown = stop.candidates.flatMap(indicators);
    if (!shown.some(({ passes }) => passes)) {
      const seen = shown.length
        ? shown.map(({ text }) => text).join('; ')
        : 'nothing changes (no outline, box-shadow, border or background)';
      failures.push(`${stop.name}: no focus indicator of 2 px at 3:1; focus shows ${seen}`);
    }
  }
  return failures;
}
