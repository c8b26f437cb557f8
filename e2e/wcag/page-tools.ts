import type { Page } from '@playwright/test';

/** A rectangle in viewport coordinates (CSS px). */
type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Helpers the three WCAG checks share, defined in the page once per document (as e2e/axe.ts loads
 * axe once), so that each check is one evaluate with no helper code sent along. Everything here runs
 * in the browser: it may use nothing from outside its own body.
 */
function definePageTools() {
  const styleOf = (element: Element, pseudo?: string) => getComputedStyle(element, pseudo);

  const box = (rect: Box): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
  const intersection = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const width = (b: Box) => Math.max(0, b.right - b.left);
  const height = (b: Box) => Math.max(0, b.bottom - b.top);
  const area = (b: Box) => width(b) * height(b);
  const grow = (b: Box, by: number): Box => ({ left: b.left - by, top: b.top - by, right: b.right + by, bottom: b.bottom + by });
  const round = (value: number) => Math.round(value * 10) / 10;

  /** The class a CSS module hashed (`_link_1x2y3_12`) under its own name (`link`). */
  const className = (name: string) => /^_(.+)_[a-z0-9]{5}_\d+$/i.exec(name)?.[1] ?? name;

  /** A short, readable selector: tag, id or first class, up to the nearest landmark or id. */
  function selector(element: Element): string {
    const part = (node: Element) => {
      const tag = node.localName;
      if (node.id) return `${tag}#${node.id}`;
      const first = node.classList[0];
      return first ? `${tag}.${className(first)}` : tag;
    };
    const chain = [part(element)];
    for (let node = element.parentElement; node && node !== document.body && chain.length < 4; node = node.parentElement) {
      chain.unshift(part(node));
      if (node.id || /^(header|footer|main|nav|aside|form|dialog)$/.test(node.localName)) break;
    }
    return chain.join(' > ');
  }

  /** The element's accessible text, roughly: aria-label, labelledby, its label, text, alt, title. */
  function text(element: Element): string {
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const control = element as HTMLInputElement;
    const found =
      element.getAttribute('aria-label') ||
      labelledBy ||
      (control.labels?.[0]?.textContent ?? '') ||
      (element as HTMLElement).innerText ||
      element.textContent ||
      element.querySelector('img[alt]')?.getAttribute('alt') ||
      element.getAttribute('title') ||
      control.placeholder ||
      '';
    const squeezed = found.replace(/\s+/g, ' ').trim();
    return squeezed.length > 60 ? `${squeezed.slice(0, 57)}…` : squeezed;
  }

  const name = (element: Element) => `${selector(element)} “${text(element)}”`;

  /**
   * `cleanX`: cut with an ellipsis (white-space nowrap, text-overflow not clip); `cleanY`: cut by
   * whole lines (-webkit-line-clamp). ACT rule 59br37 takes both for a deliberate truncation.
   */
  type Clipper = { element: Element; box: Box; hides: boolean; cleanX: boolean; cleanY: boolean };

  /**
   * The ancestors whose overflow (or clip, clip-path) cuts what `element` paints, nearest first, each
   * with the box it clips to. `hides` is true for overflow hidden or clip (content cut off for good),
   * false for auto and scroll (content scrolled away, still reachable). Only ancestors in the
   * containing-block chain clip: an absolutely positioned box escapes a static ancestor's overflow,
   * a fixed one every ancestor but a transformed one. With `inclusive`, the element's own overflow
   * counts too (it cuts its own text).
   */
  function clippers(element: Element, inclusive: boolean): Clipper[] {
    const found: Clipper[] = [];
    let position = styleOf(element).position;
    for (let node: Element | null = inclusive ? element : element.parentElement; node; node = node.parentElement) {
      const style = styleOf(node);
      const isSelf = node === element;
      const transformed = style.transform !== 'none' || style.filter !== 'none' || /paint|layout|strict|content/.test(style.contain);
      const holdsAbsolute = style.position !== 'static' || transformed;
      if (!isSelf && ((position === 'absolute' && !holdsAbsolute) || (position === 'fixed' && !transformed))) continue;
      if (!isSelf) position = style.position;
      if (node === document.documentElement || node === document.body) continue;
      const rect = node.getBoundingClientRect();
      const padding: Box = {
        left: rect.left + parseFloat(style.borderLeftWidth),
        top: rect.top + parseFloat(style.borderTopWidth),
        right: rect.right - parseFloat(style.borderRightWidth),
        bottom: rect.bottom - parseFloat(style.borderBottomWidth),
      };
      if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) {
        found.push({ element: node, box: box(rect), hides: true, cleanX: false, cleanY: false });
      }
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const clip: Box = {
        left: clipsX ? padding.left : -Infinity,
        right: clipsX ? padding.right : Infinity,
        top: clipsY ? padding.top : -Infinity,
        bottom: clipsY ? padding.bottom : Infinity,
      };
      const hides = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
      const cleanX = style.textWrapMode === 'nowrap' && style.textOverflow !== 'clip';
      const cleanY = style.getPropertyValue('-webkit-line-clamp') !== 'none';
      found.push({ element: node, box: clip, hides, cleanX, cleanY });
    }
    return found;
  }

  /** Hidden on purpose (the visually-hidden pattern): cut down to a pixel or by clip / clip-path. */
  function visuallyHidden(cuts: Clipper[]): boolean {
    return cuts.some(({ element, box: clip }) => {
      const style = styleOf(element);
      return style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '') || area(clip) <= 1;
    });
  }

  /** What of `rect` survives the clippers; `hidingOnly` ignores scroll containers. */
  function visiblePart(rect: Box, cuts: Clipper[], hidingOnly: boolean): Box {
    return cuts.filter((cut) => !hidingOnly || cut.hides).reduce((part, cut) => intersection(part, cut.box), box(rect));
  }

  const canvas = new OffscreenCanvas(1, 1);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;

  /** Paints the colours bottom first and reads the pixel: the browser composes any colour syntax. */
  function compose(colours: string[]): string {
    context.globalCompositeOperation = 'copy';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 1, 1);
    context.globalCompositeOperation = 'source-over';
    for (const colour of colours) {
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
    }
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  }

  const transparent = (colour: string) => /^rgba\(.*,\s*0\)$|^transparent$/.test(colour) || /\/\s*0\)$/.test(colour);
  const opaque = (colour: string) => !/^rgba|\/\s*0?\.\d+\)$|^transparent$/.test(colour);
  const colourStops = (image: string) => image.match(/(rgba?|color|oklch|oklab|lab|lch|hsla?|hwb)\([^()]*\)/g) ?? [];

  type Backdrop = { colours: string[]; image?: string };

  /**
   * The colours painted at a viewport point under whatever is drawn there (a ring, say): the
   * backgrounds of the elements at that point, top first, composed down to the first opaque one. A gradient gives one colour per stop (the worst one then counts);
   * an image (img, video, canvas, url()) is named instead, since its pixels are not known here.
   */
  function backdrop(x: number, y: number): Backdrop | null {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    let layers: string[][] = [[]];
    for (const element of document.elementsFromPoint(x, y)) {
      if (/^(img|video|canvas|iframe|object|embed)$/.test(element.localName)) return { colours: [], image: name(element) };
      const style = styleOf(element);
      if (style.backgroundImage.includes('url(')) return { colours: [], image: `${name(element)} (background image)` };
      const stops = colourStops(style.backgroundImage);
      const colour = style.backgroundColor;
      // Layers are collected top first; each entry is one possible stack (a gradient multiplies them).
      if (stops.length) layers = layers.flatMap((stack) => stops.map((stop) => [...stack, stop]));
      if (!transparent(colour)) layers = layers.map((stack) => [...stack, colour]);
      if (!stops.length && opaque(colour)) break;
    }
    return { colours: [...new Set(layers.map((stack) => compose([...stack].reverse())))] };
  }

  return {
    box,
    intersection,
    width,
    height,
    area,
    grow,
    round,
    selector,
    text,
    name,
    clippers,
    visuallyHidden,
    visiblePart,
    compose,
    backdrop,
    styleOf,
  };
}

type PageTools = ReturnType<typeof definePageTools>;

declare global {
  interface Window {
    wcagTools: PageTools;
  }
}

/** Defines window.wcagTools in the page unless this document has it already. */
export async function installPageTools(page: Page) {
  await page.evaluate(`window.wcagTools ??= (${definePageTools.toString()})()`);
}
