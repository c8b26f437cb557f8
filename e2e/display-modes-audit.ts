import type { Page } from '@playwright/test';

/** CSS's system colour keywords: under forced colours, the theme's palette. */
const systemColours = (
  'Canvas CanvasText LinkText VisitedText ActiveText ButtonFace ButtonText ButtonBorder Field FieldText Highlight ' +
  'HighlightText SelectedItem SelectedItemText Mark MarkText GrayText AccentColor AccentColorText'
).split(' ');

/**
 * What a Windows contrast theme (forced colours) would lose on the page as it is now, one line per
 * problem; empty when nothing is lost. Run while forced colours are emulated: getComputedStyle then
 * reports the colours the browser paints (the theme's), not the stylesheet's.
 *
 * - controls: every visible button, field, tab and button-styled link has a border or outline of its
 *   own (the theme drops the backgrounds most of them are recognised by), or fills a bordered box
 *   edge to edge (an accordion's heading button inside its bordered item);
 * - icons: every inline SVG is painted in the theme's colours (an icon keeps a colour set in the
 *   stylesheet by default, CSS Working Group issue 6310) and differs from what it sits on;
 * - states: a selected tab, the current link, a disabled arrow, a highlighted or checked menu item
 *   and a pressed toggle each look different from their plain siblings (pressed toggles are pressed
 *   and released again for the comparison).
 */
export function forcedColourProblems(page: Page): Promise<string[]> {
  return page.evaluate(async (keywords) => {
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '';
      const role = element.getAttribute('role');
      return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 4 && box.height > 4 && element.checkVisibility({ visibilityProperty: true });
    };
    const opaque = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);
    const drawn = (style: string, width: string, colour: string) =>
      style !== 'none' && style !== 'hidden' && parseFloat(width) >= 1 && opaque(colour);
    const sides = ['top', 'right', 'bottom', 'left'];
    const border = (style: CSSStyleDeclaration, side: string) =>
      ['style', 'width', 'color'].map((part) => style.getPropertyValue(`border-${side}-${part}`)) as [string, string, string];
    const bordered = (style: CSSStyleDeclaration) => sides.every((side) => drawn(...border(style, side)));
    const outlined = (style: CSSStyleDeclaration) => drawn(style.outlineStyle, style.outlineWidth, style.outlineColor);

    // The theme's colours, as this browser resolves each system colour keyword.
    const probe = document.body.appendChild(document.createElement('span'));
    const resolve = (keyword: string) => {
      probe.style.color = keyword;
      return getComputedStyle(probe).color;
    };
    const palette = new Set(keywords.map(resolve));
    const canvas = resolve('Canvas');
    probe.remove();

    const problems: string[] = [];

    const controls = document.querySelectorAll(
      'button, input:not([type=hidden], [type=checkbox], [type=radio], [type=file]), select, textarea, [role=tab], [role=button], [role=combobox], a.button',
    );
    for (const control of [...controls].filter(visible)) {
      const style = getComputedStyle(control);
      if (bordered(style) || outlined(style)) continue;
      const width = control.getBoundingClientRect().width;
      const ancestors = [control.parentElement, control.parentElement?.parentElement, control.parentElement?.parentElement?.parentElement];
      const filled = ancestors.some((box) => box && bordered(getComputedStyle(box)) && Math.abs(box.clientWidth - width) <= 1);
      if (!filled) problems.push(`control without a border: ${describe(control)}`);
    }

    const backgroundBehind = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (opaque(colour)) return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    for (const icon of [...document.querySelectorAll('svg')].filter(visible)) {
      const shapes = [...icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse, text, use')];
      // getComputedStyle resolves currentColor in fill and stroke with the stylesheet's colour, while
      // the browser paints it with the theme's: a paint equal to the element's own colour is taken
      // as currentColor and read from its forced colour instead.
      const paints = shapes.flatMap((shape) => {
        const style = getComputedStyle(shape);
        const ownColour = String(shape.computedStyleMap().get('color'));
        return [style.fill, style.stroke].filter((paint) => paint !== 'none').map((paint) => (paint === ownColour ? style.color : paint));
      });
      const foreign = [...new Set(paints.filter((paint) => !palette.has(paint)))];
      if (foreign.length)
        problems.push(`icon painted outside the theme's colours (${foreign.join(', ')}) in ${describe(icon.parentElement ?? icon)}`);
      else if (paints.length > 0 && paints.every((paint) => paint === backgroundBehind(icon)))
        problems.push(`icon invisible on its background in ${describe(icon.parentElement ?? icon)}`);
    }

    // Text under the theme's adjustment is drawn on a plate of the theme's background colour (so
    // the letters of a tab given the selection colours vanish on it); unadjusted text sits on
    // whatever background is behind it.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, (node) =>
      node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
    );
    const lettered = new Set<Element>();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) if (node.parentElement) lettered.add(node.parentElement);
    for (const element of [...lettered].filter(visible)) {
      const style = getComputedStyle(element);
      const plate = style.forcedColorAdjust === 'none' ? backgroundBehind(element) : canvas;
      if (style.color === plate) problems.push(`text in its background's colour: ${describe(element)}`);
    }

    const look = (element: Element) => {
      const style = getComputedStyle(element);
      const edges = sides.map((side) => (drawn(...border(style, side)) ? border(style, side).join(' ') : 'none'));
      const outline = outlined(style) ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none';
      return [style.color, backgroundBehind(element), ...edges, outline, style.textDecorationLine, style.fontWeight].join(' | ');
    };
    const kindOf = (element: Element) => `${element.tagName} ${element.getAttribute('role')} ${element.classList[0]}`;
    const states = [
      { on: '[aria-selected=true]', off: '[aria-selected=false]', name: 'selected' },
      { on: '[aria-current]:not([aria-current=false])', off: ':not([aria-current]), [aria-current=false]', name: 'current' },
      { on: '[aria-disabled=true]', off: ':not([aria-disabled=true])', name: 'disabled' },
      { on: '[aria-checked=true]', off: '[aria-checked=false]', name: 'checked' },
      { on: '[data-highlighted]', off: ':not([data-highlighted])', name: 'highlighted' },
    ];
    for (const { on, off, name } of states) {
      for (const element of [...document.querySelectorAll(on)].filter(visible)) {
        const peers = [...document.querySelectorAll(`${element.tagName}`)].filter(
          (peer) => peer !== element && peer.matches(off) && kindOf(peer) === kindOf(element) && visible(peer),
        );
        const same = peers.find((peer) => look(peer) === look(element));
        if (same) problems.push(`${name} ${describe(element)} looks like ${describe(same)}`);
      }
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const toggle of [...document.querySelectorAll<HTMLElement>('[aria-pressed=false]')].filter(visible)) {
      const released = look(toggle);
      toggle.click();
      await frame();
      if (toggle.getAttribute('aria-pressed') === 'true' && look(toggle) === released)
        problems.push(`pressed ${describe(toggle)} looks released`);
      toggle.click();
      await frame();
    }
    return problems;
  }, systemColours);
}
