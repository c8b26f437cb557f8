import type { Page } from '@playwright/test';

/**
 * Every control of the page that takes keyboard focus, focused in turn: one line for each that
 * shows no outline when focused (on itself, its ::before or ::after, or one of the three boxes
 * around it, where a card draws the ring of the link that covers it). Under forced colours an
 * outline is the one focus mark that survives: box shadows are dropped and border colours forced.
 * Focusing moves things (a tab is chosen on focus), so this comes after the page's screenshots.
 */
export async function focusRingProblems(page: Page): Promise<string[]> {
  // A key press first, so that each focus below counts as a keyboard focus (:focus-visible).
  await page.keyboard.press('Shift');
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    };
    const ring = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !/rgba\(.*,\s*0\)$/.test(style.outlineColor)
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`
        : null;
    const rings = (element: HTMLElement) => {
      const boxes = [element.parentElement, element.parentElement?.parentElement, element.parentElement?.parentElement?.parentElement];
      return [
        getComputedStyle(element),
        getComputedStyle(element, '::before'),
        getComputedStyle(element, '::after'),
        ...boxes.filter((box) => box !== null && box !== undefined).map((box) => getComputedStyle(box)),
      ].map(ring);
    };
    const focusable = document.querySelectorAll<HTMLElement>(
      'a[href], button:not(:disabled), input:not([type=hidden], :disabled), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    const problems: string[] = [];
    for (const element of focusable) {
      // Nothing focused while the rings at rest are read (a card around the last link would keep its
      // ring); a skip link sits off screen until focused, so visibility is read once it is.
      (document.activeElement as HTMLElement | null)?.blur();
      const before = rings(element);
      element.focus({ preventScroll: true });
      if (document.activeElement !== element || !visible(element)) continue;
      const after = rings(element);
      if (!after.some((value, index) => value !== null && value !== before[index])) {
        const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
        problems.push(`no focus ring on ${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return problems;
  });
}
