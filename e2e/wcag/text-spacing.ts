import type { Page } from '@playwright/test';
import { installPageTools } from './page-tools';

/**
 * WCAG 2.2 SC 1.4.12 Text Spacing: the user's own spacing (the W3C's test bookmarklet, as a
 * stylesheet with !important) may not make text lose content. The check measures every text node of
 * the page, injects the sheet, measures again, removes it and reports:
 * - text cut off: a text box (one per line, from a Range) that overflow hidden/clip or clip-path now
 *   cuts more than before, or cuts at all (a glyph half shown). As in ACT rule 59br37, a deliberate
 *   truncation (an ellipsis, a line clamp hiding whole lines), text hidden on purpose (the
 *   visually-hidden pattern) and text hidden from assistive technology are not lost; nor is text
 *   whose block was placed partly out of a clipper's view before the spacing (a carousel's slides);
 * - text that spills out of its block: a line now ends outside the box of its nearest block container
 *   (a fixed height or width that no longer holds it), by more than a pixel;
 * - text on text: two text boxes of different text nodes that now overlap by more than a pixel each way.
 * Scrollable overflow (auto, scroll) does not lose content and is not reported.
 */
const textSpacingSheet =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

export async function textSpacingFailures(page: Page): Promise<string[]> {
  await installPageTools(page);
  return page.evaluate(async (sheet) => {
    // At the top, as loaded: scrolled, the sticky header lies over the page's text.
    scrollTo(0, 0);
    const tools = window.wcagTools;
    const tolerance = 1;

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/\S/.test((node as Text).data) || /^(script|style|noscript|template|title|option)$/.test(parent.localName)) continue;
      nodes.push(node as Text);
    }

    type Line = { box: DOMRect; visible: ReturnType<typeof tools.box> };
    type Measure = {
      lines: Line[];
      shown: number;
      block: ReturnType<typeof tools.box> | null;
      /** The text's block was partly out of a clipper's view already: placed there (a carousel's next slide), not grown there. */
      blockCut: boolean;
      cutBy: string;
      ariaHidden: boolean;
    };

    /**
     * What of a line the hiding clippers leave. A deliberate truncation (ACT rule 59br37) hides
     * nothing here: an ellipsis cuts no line sideways, and a line clamp may hide whole lines (never
     * part of one).
     */
    function visibleLine(line: DOMRect, cuts: ReturnType<typeof tools.clippers>) {
      return cuts
        .filter((cut) => cut.hides)
        .reduce((part, cut) => {
          let clip = cut.box;
          if (cut.cleanX) clip = { ...clip, left: -Infinity, right: Infinity };
          const wholeLineHidden = line.bottom <= clip.top + tolerance || line.top >= clip.bottom - tolerance;
          if (cut.cleanY && wholeLineHidden) clip = { ...clip, top: -Infinity, bottom: Infinity };
          return tools.intersection(part, clip);
        }, tools.box(line));
    }

    /** Each text node's line boxes, how much of them the hiding clippers leave, and its block's box. */
    function measure(): (Measure | null)[] {
      const range = document.createRange();
      const cache = new Map<
        Element,
        { cuts: ReturnType<typeof tools.clippers>; skip: boolean; block: Element | null; ariaHidden: boolean }
      >();
      return nodes.map((node) => {
        const parent = node.parentElement!;
        let info = cache.get(parent);
        if (!info) {
          const visible = parent.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          const cuts = visible ? tools.clippers(parent, true) : [];
          let block: Element | null = parent;
          while (block && /^(inline|contents)$/.test(tools.styleOf(block).display)) block = block.parentElement;
          const ariaHidden = parent.closest('[aria-hidden="true"]') !== null;
          info = { cuts, skip: !visible || tools.visuallyHidden(cuts), block, ariaHidden };
          cache.set(parent, info);
        }
        if (info.skip) return null;
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()]
          .filter((rect) => rect.width > 0.5 && rect.height > 0.5)
          .map((rect) => ({ box: rect, visible: visibleLine(rect, info.cuts) }));
        if (!lines.length) return null;
        const whole = lines.reduce((sum, line) => sum + tools.area(line.box), 0);
        const shown = lines.reduce((sum, line) => sum + tools.area(line.visible), 0) / whole;
        const cut = info.cuts.find(
          (clip) => clip.hides && lines.some((line) => tools.area(tools.intersection(line.box, clip.box)) < tools.area(line.box) - 0.5),
        );
        const blockBox = info.block ? tools.box(info.block.getBoundingClientRect()) : null;
        const blockCut =
          blockBox !== null &&
          info.cuts.some(
            (clip) =>
              clip.hides && clip.element !== info!.block && tools.area(tools.intersection(blockBox, clip.box)) < tools.area(blockBox) - 1,
          );
        return { lines, shown, block: blockBox, blockCut, cutBy: cut ? tools.selector(cut.element) : '', ariaHidden: info.ariaHidden };
      });
    }

    const label = (node: Text) => {
      const squeezed = node.data.replace(/\s+/g, ' ').trim();
      return `${tools.selector(node.parentElement!)} “${squeezed.length > 50 ? `${squeezed.slice(0, 47)}…` : squeezed}”`;
    };
    const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;

    const before = measure();
    const style = document.createElement('style');
    style.textContent = sheet;
    document.head.append(style);
    // Script-driven layouts (a carousel measuring its slides) follow a resize on the next frame.
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const after = measure();
    style.remove();

    const failures: string[] = [];
    const spills = (line: Line, block: ReturnType<typeof tools.box>) =>
      line.box.right > block.right + tolerance ||
      line.box.bottom > block.bottom + tolerance ||
      line.box.left < block.left - tolerance ||
      line.box.top < block.top - tolerance;

    after.forEach((now, index) => {
      const was = before[index];
      if (!now || !was || was.shown === 0) return;
      const node = nodes[index]!;
      const partlyCut = now.lines.some((line) => {
        const seen = tools.area(line.visible);
        return (
          seen > 0 &&
          (tools.width(line.box) - tools.width(line.visible) > tolerance || tools.height(line.box) - tools.height(line.visible) > tolerance)
        );
      });
      // Text hidden from assistive technology is out of the clipping rule's scope (ACT 59br37), not of the overlap one.
      if (!now.ariaHidden && !was.blockCut && (now.shown < was.shown - 0.01 || partlyCut)) {
        failures.push(
          `text cut off: ${label(node)} shows ${percent(now.shown)} (${percent(was.shown)} without the spacing), cut by ${now.cutBy}`,
        );
        return;
      }
      const spilled = now.block && now.lines.some((line) => spills(line, now.block!));
      const spilledBefore = was.block && was.lines.some((line) => spills(line, was.block!));
      if (spilled && !spilledBefore) failures.push(`text spills out of its box: ${label(node)}`);
    });

    // Text on text: a sweep down the page compares each line box with those that start above its bottom.
    const lines = after
      .flatMap((measured, index) => (measured ? measured.lines.map((line) => ({ index, rect: line.visible })) : []))
      .filter(({ rect }) => tools.area(rect) > 0)
      .sort((a, b) => a.rect.top - b.rect.top);
    const reported = new Set<string>();
    for (let i = 0; i < lines.length; i++) {
      const a = lines[i]!;
      for (let j = i + 1; j < lines.length && lines[j]!.rect.top < a.rect.bottom - tolerance; j++) {
        const b = lines[j]!;
        if (a.index === b.index) continue;
        const overlap = tools.intersection(a.rect, b.rect);
        const key = `${Math.min(a.index, b.index)}-${Math.max(a.index, b.index)}`;
        if (tools.width(overlap) <= tolerance || tools.height(overlap) <= tolerance || reported.has(key)) continue;
        reported.add(key);
        const size = `${tools.round(tools.width(overlap))}×${tools.round(tools.height(overlap))} px`;
        failures.push(`text on text: ${label(nodes[a.index]!)} overlaps ${label(nodes[b.index]!)} by ${size}`);
      }
    }
    return failures;
  }, textSpacingSheet);
}
