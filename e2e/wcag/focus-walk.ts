import type { Page } from '@playwright/test';
import { installPageTools } from './page-tools';

/** A candidate's styles that can show focus. */
export type Looks = {
  outline: { style: string; width: number; colour: string; offset: number };
  boxShadow: string;
  border: { width: number; colour: string };
  background: string;
};

/** A ring (an outline or a box-shadow spread) drawn while focused, with the colours it is drawn over. */
export type Ring = {
  kind: 'outline' | 'box-shadow';
  width: number;
  /** Where the ring starts, outward from the border edge (negative: inside). */
  offset: number;
  colour: string;
  /** Per side in the viewport, per 1 px slice across the ring: the ring's colour and what it is drawn over (an image named instead). */
  sides: { side: string; slices: { image: string; pairs: { ring: string; next: string }[] }[] }[];
};

/** Something that may carry the indicator: the element, one of its pseudo-elements, or an ancestor. */
export type Candidate = { on: string; focused: Looks; unfocused?: Looks; rings: Ring[] };

type Stop = {
  name: string;
  /** The element's box with its own focus outline, in viewport px. */
  box: { left: number; top: number; right: number; bottom: number };
  viewport: { width: number; height: number };
  /** The bottom of the layers fixed or stuck at the top of the viewport (0 without). */
  clearTop: number;
  /** A multi-line text field: the browser scrolls its caret into view, not the whole field. */
  revealsCaret: boolean;
  coveredBy: string[];
  cutBy: string[];
  candidates: Candidate[];
};

export type Walk = { stops: Stop[]; end: 'left the page' | 'came back to the start' | 'stayed on one element' | 'not ended' };

declare global {
  interface Window {
    wcagFrames: { pending: () => number; next: () => Promise<void> };
    wcagFocusWalk: {
      stops: (Stop & { element: Element; elements: Element[]; pseudos: string[] })[];
      done: boolean;
      end: Walk['end'];
      /** Tabs that moved the walk on (those swallowed while the page waited for a frame are not counted). */
      steps: number;
      /** Records how the last stop looks now that focus has left it. */
      leaveLast: () => void;
      stop: () => void;
    };
  }
}

/**
 * Counts the animation-frame callbacks the page has asked for and not yet had: a page is settled
 * after a Tab once none is pending (a script that scrolls or widens a card on focus does it in a
 * frame). An init script, so that libraries which keep a reference to requestAnimationFrame get
 * this one.
 */
function countFrameRequests() {
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  const waiting = new Set<number>();
  const frames = { pending: () => waiting.size, next: () => new Promise<void>((resolve) => request(() => resolve())) };
  window.requestAnimationFrame = (callback) => {
    const id = request((time) => {
      waiting.delete(id);
      callback(time);
    });
    waiting.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    waiting.delete(id);
    cancel(id);
  };
  Object.defineProperty(window, 'wcagFrames', { value: frames });
}

/** Call before the page loads: the walk waits for the page's own frames after each Tab. */
export async function watchFrameRequests(page: Page) {
  await page.addInitScript(countFrameRequests);
}

/**
 * Starts a walk in the page. Focus is parked at the top (a focusable marker before everything, as
 * for a reader who has just loaded the page); then each Tab keydown, before the browser moves focus
 * on, measures the element the previous Tab focused, as a reader sees it a moment later: finite
 * animations and transitions are ended at once, and while the page still waits for an animation
 * frame it asked for (a script that scrolls a card into view or widens it on focus), the key is
 * swallowed (the page never sees it, focus stays) and the next one tries again. So the key presses
 * need no round trip to the page in between. Returns how many tab stops the page seems to have.
 */
function startWalk(): number {
  const tools = window.wcagTools;
  const fixedLayers = [...document.body.querySelectorAll('*')].filter((element) =>
    /^(fixed|sticky)$/.test(tools.styleOf(element).position),
  );
  const previous = window.wcagFocusWalk;
  if (previous) previous.stop();

  const looksOf = (element: Element, pseudo?: string): Looks => {
    const style = tools.styleOf(element, pseudo);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const widths = sides.map((side) => (style[`border${side}Style`] === 'none' ? 0 : parseFloat(style[`border${side}Width`])));
    return {
      outline: {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        colour: style.outlineColor,
        offset: parseFloat(style.outlineOffset),
      },
      boxShadow: style.boxShadow,
      border: { width: Math.min(...widths), colour: style.borderTopColor },
      background: style.backgroundColor,
    };
  };

  /** The element, its ::before and ::after, and up to four ancestors: whatever the focus styles may change. */
  const candidatesOf = (element: Element) => {
    const found: { element: Element; pseudo: string; on: string }[] = [{ element, pseudo: '', on: 'the element' }];
    for (const pseudo of ['::before', '::after']) {
      if (!/^(none|normal)$/.test(tools.styleOf(element, pseudo).content)) found.push({ element, pseudo, on: `its ${pseudo}` });
    }
    let ancestor = element.parentElement;
    for (let level = 0; level < 4 && ancestor && ancestor !== document.body; level++, ancestor = ancestor.parentElement) {
      found.push({ element: ancestor, pseudo: '', on: tools.selector(ancestor) });
    }
    return found;
  };

  /** The box a candidate paints: its border box, or a positioned pseudo-element's from its insets. */
  const paintedBox = (element: Element, pseudo: string) => {
    const own = tools.box(element.getBoundingClientRect());
    if (!pseudo) return own;
    const style = tools.styleOf(element, pseudo);
    if (!/^(absolute|fixed)$/.test(style.position)) return own;
    let holder: Element | null = element;
    while (holder && tools.styleOf(holder).position === 'static') holder = holder.parentElement;
    if (!holder) return own;
    const block = holder.getBoundingClientRect();
    const holderStyle = tools.styleOf(holder);
    const [top, right, bottom, left] = [style.top, style.right, style.bottom, style.left].map((value) => parseFloat(value));
    if (![top, right, bottom, left].every((value) => Number.isFinite(value))) return own;
    return {
      left: block.left + parseFloat(holderStyle.borderLeftWidth) + left!,
      top: block.top + parseFloat(holderStyle.borderTopWidth) + top!,
      right: block.right - parseFloat(holderStyle.borderRightWidth) - right!,
      bottom: block.bottom - parseFloat(holderStyle.borderBottomWidth) - bottom!,
    };
  };

  /** Rings drawn around `box` (outline, or box-shadows with no blur and a spread), with the colours under them. */
  const ringsOf = (looks: Looks, box: ReturnType<typeof tools.box>, replaced: boolean): Ring[] => {
    const drawn: { kind: Ring['kind']; width: number; colour: string; offset: number }[] = [];
    if (looks.outline.style !== 'none' && looks.outline.width > 0) drawn.push({ kind: 'outline', ...looks.outline });
    if (looks.boxShadow !== 'none') {
      // Computed box-shadow: "<colour> <x> <y> <blur> <spread> [inset]" per shadow, colours first.
      for (const shadow of looks.boxShadow.split(/,(?![^(]*\))/)) {
        const colour = /^\s*((?:rgba?|color|oklch|oklab|lab|lch|hsla?|hwb)\([^)]*\))/.exec(shadow)?.[1];
        const [x, y, blur, spread] = [...shadow.replace(colour ?? '', '').matchAll(/(-?[\d.]+)px/g)].map((match) => parseFloat(match[1]!));
        if (!colour || x !== 0 || y !== 0 || blur !== 0 || !spread || spread <= 0) continue;
        const inset = /\binset\b/.test(shadow);
        // An inset shadow is painted under an image or film's own picture, which covers it.
        if (inset && replaced) continue;
        drawn.push({ kind: 'box-shadow', width: spread, colour, offset: inset ? -spread : 0 });
      }
    }
    const middle = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
    return drawn.map(({ kind, width, colour, offset }) => {
      // Each 1 px slice of the ring, across its width, in the middle of each side: what is painted
      // there without focus is what that slice must stand out from.
      const slices = Array.from({ length: Math.max(1, Math.round(width)) }, (_, index) => offset + index + 0.5);
      const sides = (['top', 'right', 'bottom', 'left'] as const).map((side) => ({
        side,
        slices: slices.flatMap((distance) => {
          const x = side === 'left' ? box.left - distance : side === 'right' ? box.right + distance : middle.x;
          const y = side === 'top' ? box.top - distance : side === 'bottom' ? box.bottom + distance : middle.y;
          // Hit testing rounds to whole pixels: probe inside the pixel the slice's middle falls in.
          const found = tools.backdrop(Math.floor(x) + 0.01, Math.floor(y) + 0.01);
          if (!found) return [];
          return [{ image: found.image ?? '', pairs: found.colours.map((next) => ({ ring: tools.compose([next, colour]), next })) }];
        }),
      }));
      return { kind, width, offset, colour, sides: sides.filter((side) => side.slices.length) };
    });
  };

  const viewport = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });

  const measure = (element: Element) => {
    const own = tools.box(element.getBoundingClientRect());
    const outline = tools.styleOf(element);
    const reach = outline.outlineStyle === 'none' ? 0 : Math.max(0, parseFloat(outline.outlineOffset) + parseFloat(outline.outlineWidth));
    const box = tools.grow(own, reach);
    const coveredBy: string[] = [];
    // Where the viewport starts below the layers fixed at its top (the site header), for this element.
    let clearTop = 0;
    for (const layer of fixedLayers) {
      const rect = layer.getBoundingClientRect();
      if (!layer.contains(element) && rect.top <= 1 && rect.bottom < viewport().height / 2) clearTop = Math.max(clearTop, rect.bottom);
    }
    for (const layer of fixedLayers) {
      if (layer.contains(element)) continue;
      const overlap = tools.intersection(box, tools.box(layer.getBoundingClientRect()));
      if (tools.area(overlap) === 0) continue;
      // Who paints on top: where the element's own box meets the layer, the topmost element tells.
      const meeting = tools.intersection(own, overlap);
      if (tools.area(meeting) > 0) {
        const top = document.elementFromPoint((meeting.left + meeting.right) / 2, (meeting.top + meeting.bottom) / 2);
        if (top && (element.contains(top) || top.contains(element))) continue;
      }
      coveredBy.push(`${tools.selector(layer)} (${tools.round(tools.width(overlap))}×${tools.round(tools.height(overlap))} px)`);
    }
    const cutBy = tools
      .clippers(element, false)
      .filter((cut) => tools.area(tools.intersection(box, cut.box)) < tools.area(box) - 1)
      .map((cut) => tools.selector(cut.element));
    const found = candidatesOf(element);
    const candidates = found.map(({ element: holder, pseudo, on }) => {
      const looks = looksOf(holder, pseudo || undefined);
      return {
        on,
        focused: looks,
        rings: ringsOf(looks, paintedBox(holder, pseudo), !pseudo && /^(img|video|canvas|iframe|embed|object)$/.test(holder.localName)),
      };
    });
    return {
      element,
      elements: found.map((candidate) => candidate.element),
      pseudos: found.map((candidate) => candidate.pseudo),
      name: tools.name(element),
      box,
      viewport: viewport(),
      clearTop,
      revealsCaret: element instanceof HTMLTextAreaElement || (element as HTMLElement).isContentEditable,
      coveredBy,
      cutBy,
      candidates,
    };
  };

  const marker = document.createElement('div');
  marker.tabIndex = -1;
  marker.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;outline:none';
  document.body.prepend(marker);
  scrollTo(0, 0);
  marker.focus({ preventScroll: true });

  const walk: Window['wcagFocusWalk'] = { stops: [], done: false, end: 'not ended', steps: 0, leaveLast: () => {}, stop: () => {} };
  const endAnimations = () => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  };
  walk.leaveLast = () => {
    const last = walk.stops.at(-1);
    if (!last || last.candidates[0]!.unfocused) return;
    endAnimations();
    last.candidates.forEach((candidate, index) => (candidate.unfocused = looksOf(last.elements[index]!, last.pseudos[index] || undefined)));
  };
  let repeats = 0;
  const finish = (end: Walk['end']) => {
    walk.done = true;
    walk.end = end;
  };
  /** Measures the element focus is on now (the previous Tab's). */
  const step = () => {
    const active = document.activeElement;
    const last = walk.stops.at(-1);
    if (last && active !== last.element) walk.leaveLast();
    if (active === marker) return;
    marker.remove();
    if (!active || active === document.body || active === document.documentElement) return finish('left the page');
    if (active === walk.stops[0]?.element) return finish('came back to the start');
    if (active === last?.element) {
      // A video's own controls take several stops inside the element; anything else that keeps focus traps it.
      if (++repeats > (active instanceof HTMLMediaElement ? 12 : 2)) finish('stayed on one element');
      return;
    }
    repeats = 0;
    walk.stops.push(measure(active));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || walk.done) return;
    endAnimations();
    if (window.wcagFrames.pending() > 0) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    walk.steps += 1;
    step();
  };
  addEventListener('keydown', onKeyDown, true);
  walk.stop = () => {
    marker.remove();
    removeEventListener('keydown', onKeyDown, true);
  };
  window.wcagFocusWalk = walk;

  const focusable =
    'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, video[controls], audio[controls], [tabindex], [contenteditable="true"]';
  return [...document.querySelectorAll(focusable)].filter(
    (element) =>
      (element as HTMLElement).tabIndex >= 0 &&
      !element.closest('[inert]') &&
      !element.matches(':disabled') &&
      element.checkVisibility({ visibilityProperty: true }),
  ).length;
}

/**
 * Ends the walk: the last stop's unfocused looks, the stops without their elements, focus and scroll
 * back at the top once the page has done what focus asked of it (a card scrolled into view a frame
 * later would otherwise scroll the page again after this).
 */
async function endWalk(): Promise<Walk> {
  const walk = window.wcagFocusWalk;
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  for (let frame = 0; frame < 60 && window.wcagFrames.pending() > 0; frame++) await window.wcagFrames.next();
  walk.leaveLast();
  walk.stop();
  scrollTo(0, 0);
  const stops = walk.stops.map(({ name, box, viewport, clearTop, revealsCaret, coveredBy, cutBy, candidates }) => ({
    name,
    box,
    viewport,
    clearTop,
    revealsCaret,
    coveredBy,
    cutBy,
    candidates,
  }));
  return { stops, end: walk.end };
}

/**
 * Tabs through the whole page and returns every stop, measured: key presses in batches (the page's
 * count of tab stops, then a few more at a time) until the walk has ended.
 */
export async function walkFocus(page: Page): Promise<Walk> {
  await installPageTools(page);
  const stops = await page.evaluate(startWalk);
  const limit = Math.max(100, stops * 4);
  // Tabs the page swallowed while it waited for a frame (more of them on a busy machine) do not count
  // towards the limit: a batch that moved nothing waits for a frame. A page that never settles ends
  // the walk "not ended" after this long.
  const deadline = performance.now() + 30_000;
  for (let steps = 0, batch = stops + 2; steps < limit && performance.now() < deadline; batch = 6) {
    for (let key = 0; key < batch; key++) await page.keyboard.press('Tab');
    const now = await page.evaluate(() => ({ done: window.wcagFocusWalk.done, steps: window.wcagFocusWalk.steps }));
    if (now.done) break;
    if (now.steps === steps) await page.evaluate(() => window.wcagFrames.next());
    steps = now.steps;
  }
  return page.evaluate(endWalk);
}
