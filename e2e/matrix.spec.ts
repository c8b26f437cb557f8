import type { Page } from '@playwright/test';
import { allRoutes, concretePaths, pathName } from '../src/routes/routes';
import { expectNoAxeViolations } from './axe';
import { breakpoints as allBreakpoints, viewportHeight } from './breakpoints';
import { expect, settle, test } from './fixtures';
import { stateShot } from './state-shot';

/**
 * Every concrete path of the route table at every breakpoint: a full-page screenshot against its
 * baseline, then axe (WCAG 2.2 AA and best practice) with zero violations, and (by the fixture)
 * zero console errors, hydration warnings included. The page is loaded once, at the narrowest width,
 * and resized to each breakpoint in turn (resize, settle, shot, audit), as a window is widened past
 * the menu's breakpoint: each shot matches the baseline of a page loaded at that width. Loading it
 * afresh at each of the seven widths took twice as long and saw the same pixels.
 */
const paths = allRoutes.flatMap((route) => concretePaths(route));
const breakpoints = chosenBreakpoints(process.env.MATRIX_BREAKPOINTS);

/** MATRIX_BREAKPOINTS (comma-separated names, e.g. `xl`) narrows a run to some breakpoints; unset, all. */
function chosenBreakpoints(names: string | undefined) {
  if (!names) return allBreakpoints;
  const wanted = names.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !allBreakpoints.some((breakpoint) => breakpoint.name === name));
  if (unknown.length) {
    const known = allBreakpoints.map(({ name }) => name).join(', ');
    throw new Error(`MATRIX_BREAKPOINTS names no breakpoint ${unknown.join(', ')}; the breakpoints are ${known}.`);
  }
  return allBreakpoints.filter(({ name }) => wanted.includes(name));
}

/**
 * Images downloaded larger than they are shown at this width (on this screen's pixel density). The
 * site's images are SVG, drawn at any size; a raster one must come in the size it is shown at.
 */
function oversizedImages(page: Page) {
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
function offTheFrame(page: Page) {
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

for (const path of paths) {
  test(`${path} at every breakpoint`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const { name, width } of breakpoints) {
      await test.step(`at ${name} (${width}px)`, async () => {
        await page.setViewportSize({ width, height: viewportHeight });
        if (width === breakpoints[0]!.width) await page.goto(path, { waitUntil: 'networkidle' });
        await settle(page);
        await expect.soft(page).toMatchBaseline([name, `${pathName(path)}.png`], stateShot(page));
        await expectNoAxeViolations(page);
        expect.soft(await oversizedImages(page), `${path} at ${name}`).toEqual([]);
        expect.soft(await offTheFrame(page), `${path} at ${name}: the content column lines up with the frame`).toEqual([]);
      });
    }
  });
}
