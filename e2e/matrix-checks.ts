import type { Page } from '@playwright/test';

// Checks the matrix (matrix.spec.ts) makes of a page at each width, beside its screenshot and axe.

/**
 * Images downloaded larger than they are shown at this width (on this screen's pixel density). The
 * site's images are SVG, drawn at any size; a raster one must come in the size it is shown at.
 */
export function oversizedImages(page: Page) {
  return page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => /\.(png|jpe?g|webp|avif|gif)(\?|$)/i.test(image.currentSrc || image.src))
      .filter((image) => {
        const shown = image.getBoundingClientRect().width;
        return shown > 0 && image.naturalWidth > Math.ceil(shown * devicePixelRatio) + 1;
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
