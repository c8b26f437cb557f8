import type { Page } from '@playwright/test';

// Checks the matrix (matrix.spec.ts) makes of a page at each width, beside its screenshot and axe.

/**
 * Images downloaded larger than they are shown at this width (on this screen's pixel density). The
 * site's artwork is SVG, drawn at any size; a raster image must come in the size it is shown at. One
 * offered in several widths (srcset: an article's picture, docs/decisions/182) cannot match every
 * width of a fluid column: it must be the smallest of its widths that covers the size it is shown at
 * (so its `sizes` tell the browser the truth), and at most a third wider than that size (so its widths
 * are close enough together), unless it is the smallest width offered and that is a thumbnail's (480
 * pixels at most).
 */
export function oversizedImages(page: Page) {
  return page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => /\.(png|jpe?g|webp|avif|gif)(\?|$)/i.test(image.currentSrc || image.src))
      .filter((image) => {
        const shown = image.getBoundingClientRect().width;
        if (shown <= 0) return false;
        const needed = shown * devicePixelRatio;
        const natural = image.naturalWidth;
        // The widths of the srcset the browser took the image from (the <img>'s or a <source>'s).
        const sources = image.parentElement?.localName === 'picture' ? [...image.parentElement.querySelectorAll('source')] : [];
        const widths = [image, ...sources]
          .map((element) =>
            element
              .getAttribute('srcset')
              ?.split(',')
              .map((entry) => entry.trim().split(/\s+/))
              .map(([url, width]) => ({ url: new URL(url!, location.href).href, width: parseInt(width ?? '', 10) })),
          )
          .find((candidates) => candidates?.some((candidate) => candidate.url === image.currentSrc))
          ?.map((candidate) => candidate.width)
          .sort((a, b) => a - b);
        if (!widths) return natural > Math.ceil(needed) + 1;
        const covering = widths.find((width) => width >= needed) ?? widths[widths.length - 1]!;
        const smallThumbnail = natural === widths[0] && natural <= 480;
        return natural > covering || (natural > Math.ceil((needed * 4) / 3) + 1 && !smallThumbnail);
      })
      .map((image) => `${image.currentSrc}: ${image.naturalWidth}px shown at ${Math.round(image.getBoundingClientRect().width)}px`),
  );
}

/**
 * The frame (the nav bar's content box, whose left edge is the logo's) and the page's content
 * column (every element of main as wide as the widest line of content allows, max-width
 * --size-content-max: the .container of each section) share their left and right edges, and the
 * footer's first link starts on that line: page content lines up with the logo at every width.
 * Returns what does not.
 */
export function offTheFrame(page: Page) {
  return page.evaluate(() => {
    const contentBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { left: Math.round(box.left + parseFloat(style.paddingLeft)), right: Math.round(box.right - parseFloat(style.paddingRight)) };
    };
    const frame = contentBox(document.querySelector('header nav')!);
    const columnWidth = getComputedStyle(document.querySelector('header nav')!).maxWidth;
    const columns = [...document.querySelectorAll('main *')].filter(
      (element) => getComputedStyle(element).maxWidth === columnWidth && element.getClientRects().length > 0,
    );
    const off = columns
      .map((element) => ({ element, box: contentBox(element) }))
      .filter(({ box }) => box.left !== frame.left || box.right !== frame.right)
      .map(({ element, box }) => `${element.localName}.${element.className} from ${box.left} to ${box.right}px`);
    if (!columns.length) off.push('main has no content column');
    const footer = Math.round(document.querySelector('footer a')!.getBoundingClientRect().left);
    if (footer !== frame.left) off.push(`the footer from ${footer}px`);
    return off.map((what) => `${what}, the frame from ${frame.left} to ${frame.right}px`);
  });
}
