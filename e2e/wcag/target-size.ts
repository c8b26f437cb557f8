import type { Page } from '@playwright/test';
import { installPageTools } from './page-tools';

/**
 * WCAG 2.2 SC 2.5.8 Target Size (Minimum), AA: every pointer target is at least 24 × 24 CSS px,
 * except where (the criterion's own list):
 * - Spacing: a 24 px circle centred on the undersized target's box meets no other target's box and
 *   no other undersized target's circle (centres at least 24 px apart);
 * - Equivalent: the same function has a target of full size on the page (a link to the same address,
 *   or a label of full size for the same control);
 * - Inline: the target sits in a sentence, its height set by the line of text around it (an inline
 *   link in a block that also holds words outside any target);
 * - User agent control: the browser sizes it and the author did not (a form control measuring what
 *   the same control measures with no author style, in a shadow root);
 * - Essential: never claimed here.
 * Targets are what a pointer can activate: links, buttons, form controls, labels of controls, summary
 * and the ARIA widget roles; not disabled, inert, hidden, without pointer events or parked outside the
 * page (the skip link). A box cut by overflow hidden counts for its visible part; a link's absolutely
 * positioned ::before / ::after (a card made one target) counts as its box. The page is measured at
 * the top (the sticky header where it rests).
 */
export async function targetSizeFailures(page: Page): Promise<string[]> {
  await installPageTools(page);
  return page.evaluate(() => {
    scrollTo(0, 0);
    const tools = window.wcagTools;
    type Box = ReturnType<typeof tools.box>;
    const minimum = 24;
    const radius = minimum / 2;
    const targets =
      'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, label, ' +
      [
        'button',
        'link',
        'tab',
        'checkbox',
        'radio',
        'switch',
        'option',
        'menuitem',
        'menuitemcheckbox',
        'menuitemradio',
        'slider',
        'combobox',
        'treeitem',
      ]
        .map((role) => `[role="${role}"]`)
        .join(', ');

    /** The box of a positioned ::before / ::after, from its containing block and insets. */
    function pseudoBox(element: Element, pseudo: string): Box | null {
      const style = tools.styleOf(element, pseudo);
      if (/^(none|normal)$/.test(style.content) || !/^(absolute|fixed)$/.test(style.position)) return null;
      let holder = element as Element | null;
      while (
        holder &&
        holder !== document.documentElement &&
        tools.styleOf(holder).position === 'static' &&
        tools.styleOf(holder).transform === 'none'
      ) {
        holder = holder.parentElement;
      }
      const block = holder ? holder.getBoundingClientRect() : new DOMRect(0, 0, innerWidth, innerHeight);
      const holderStyle = holder ? tools.styleOf(holder) : null;
      const inner = {
        left: block.left + (holderStyle ? parseFloat(holderStyle.borderLeftWidth) : 0),
        top: block.top + (holderStyle ? parseFloat(holderStyle.borderTopWidth) : 0),
        right: block.right - (holderStyle ? parseFloat(holderStyle.borderRightWidth) : 0),
        bottom: block.bottom - (holderStyle ? parseFloat(holderStyle.borderBottomWidth) : 0),
      };
      const [left, top, right, bottom] = [style.left, style.top, style.right, style.bottom].map((value) =>
        value.endsWith('px') ? parseFloat(value) : NaN,
      );
      const [width, height] = [parseFloat(style.width), parseFloat(style.height)];
      const x = !Number.isNaN(left!) ? inner.left + left! : inner.right - right! - width;
      const y = !Number.isNaN(top!) ? inner.top + top! : inner.bottom - bottom! - height;
      const box = { left: x, top: y, right: x + width, bottom: y + height };
      return [box.left, box.top, box.right, box.bottom].every(Number.isFinite) ? box : null;
    }

    /** The hit area: the element's box, grown to a positioned pseudo-element that covers more. */
    function hitBox(element: Element): Box {
      const own = tools.box(element.getBoundingClientRect());
      return ['::before', '::after']
        .map((pseudo) => pseudoBox(element, pseudo))
        .filter((box): box is Box => box !== null)
        .reduce(
          (all, box) => ({
            left: Math.min(all.left, box.left),
            top: Math.min(all.top, box.top),
            right: Math.max(all.right, box.right),
            bottom: Math.max(all.bottom, box.bottom),
          }),
          own,
        );
    }

    /** The same function: a control and its labels; a link and every link to the same address. */
    function functionOf(element: Element): string | Element {
      if (element instanceof HTMLLabelElement) return element.control ?? element;
      if (element instanceof HTMLAnchorElement) return `link to ${element.href}`;
      return element;
    }

    /** Words outside any target in the element's block: it is a link in a sentence. */
    function inSentence(element: Element): boolean {
      if (tools.styleOf(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && /^(inline|contents)$/.test(tools.styleOf(block).display)) block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (/[\p{L}\p{N}]/u.test((node as Text).data) && !node.parentElement?.closest(targets)) return true;
      }
      return false;
    }

    /** A form control whose size is the browser's: the same control with no author style measures the same. */
    function sizedByBrowser(element: Element, box: Box): boolean {
      if (!/^(input|select|textarea|button)$/.test(element.localName) || tools.styleOf(element).appearance === 'none') return false;
      const host = document.createElement('div');
      host.style.cssText = 'position:absolute;visibility:hidden;inset:0 auto auto 0';
      const bare = document.createElement(element.localName);
      if (element instanceof HTMLInputElement) bare.setAttribute('type', element.type);
      host.attachShadow({ mode: 'open' }).append(bare);
      element.parentElement!.append(host);
      const size = bare.getBoundingClientRect();
      host.remove();
      return Math.abs(size.width - tools.width(box)) < 0.5 && Math.abs(size.height - tools.height(box)) < 0.5;
    }

    type Target = { element: Element; box: Box; undersized: boolean; purpose: string | Element };
    const found: Target[] = [];
    for (const element of document.querySelectorAll(targets)) {
      if (element instanceof HTMLLabelElement && !element.control) continue;
      if (element.closest('[inert]') || element.matches(':disabled')) continue;
      if (!element.checkVisibility({ visibilityProperty: true }) || tools.styleOf(element).pointerEvents === 'none') continue;
      const cuts = tools.clippers(element, false);
      if (tools.visuallyHidden(cuts)) continue;
      const box = tools.visiblePart(hitBox(element), cuts, true);
      if (tools.area(box) === 0 || box.bottom + scrollY <= 0 || box.right + scrollX <= 0) continue;
      const undersized = tools.width(box) < minimum - 0.01 || tools.height(box) < minimum - 0.01;
      found.push({ element, box, undersized, purpose: functionOf(element) });
    }

    const centre = (box: Box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: Box) =>
      Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
    const nested = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    const size = (box: Box) => `${tools.round(tools.width(box))}×${tools.round(tools.height(box))} px`;

    const failures: string[] = [];
    for (const target of found.filter(({ undersized }) => undersized)) {
      const { element, box } = target;
      const equivalent = found.some((other) => other !== target && !other.undersized && other.purpose === target.purpose);
      if (equivalent || inSentence(element) || sizedByBrowser(element, box)) continue;
      const middle = centre(box);
      const others = found.filter((other) => other !== target && !nested(other.element, element) && other.purpose !== target.purpose);
      const hitBoxOf = others.find((other) => distanceToBox(middle, other.box) < radius - 0.01);
      const hitCircleOf = others.find(
        (other) => other.undersized && Math.hypot(middle.x - centre(other.box).x, middle.y - centre(other.box).y) < minimum - 0.01,
      );
      if (hitBoxOf) {
        const gap = tools.round(distanceToBox(middle, hitBoxOf.box));
        failures.push(
          `${tools.name(element)} is ${size(box)}, and its 24 px circle meets ${tools.name(hitBoxOf.element)} (${gap} px from its centre)`,
        );
      } else if (hitCircleOf) {
        const apart = tools.round(Math.hypot(middle.x - centre(hitCircleOf.box).x, middle.y - centre(hitCircleOf.box).y));
        failures.push(
          `${tools.name(element)} is ${size(box)}, and its 24 px circle meets that of ${tools.name(hitCircleOf.element)} (${size(hitCircleOf.box)}; centres ${apart} px apart)`,
        );
      }
    }
    return failures;
  });
}
