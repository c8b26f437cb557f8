import type { Locator } from '@playwright/test';

/**
 * Matches once the app has hydrated the page and every island on it has its code (html[data-hydrated],
 * and no island pending: src/render/hydration/): what the visit fixture and the engines' goto wait for.
 */
export const hydratedSelector = 'html[data-hydrated]:is(:not([data-islands-pending]), [data-islands-pending="0"])';

type HydrationClock = Window & { hydratedAt?: number };

/**
 * An init script (page.addInitScript): notes when the app hydrated the page, on the clock of the
 * resource entries (performance.now()). It runs before <html> exists, so it watches the document.
 */
export function noteHydrationTime() {
  new MutationObserver((_, observer) => {
    if (!('hydrated' in document.documentElement.dataset)) return;
    observer.disconnect();
    (window as HydrationClock).hydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** When the page hydrated (noteHydrationTime) and when each of `images`' files was requested. */
export async function imageRequestTimes(images: Locator) {
  const files = await images.evaluateAll((elements) => elements.map((image) => new URL((image as HTMLImageElement).src).pathname));
  return images.page().evaluate((files) => {
    const requested = performance
      .getEntriesByType('resource')
      .filter((entry) => files.includes(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { hydratedAt: (window as HydrationClock).hydratedAt, requested };
  }, files);
}
