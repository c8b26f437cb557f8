/**
 * Matches once the app has hydrated the page and every island on it has its code (html[data-hydrated],
 * and no island pending: src/hydration/): what the visit fixture and the engines' goto wait for.
 */
export const hydratedSelector = 'html[data-hydrated]:is(:not([data-islands-pending]), [data-islands-pending="0"])';

declare global {
  interface Window {
    /** When the app hydrated the page (noteHydrationTime). */
    hydratedAt?: number;
  }
}

/**
 * An init script (page.addInitScript): notes when the app hydrated the page, on the clock of the
 * resource entries (performance.now()). It runs before <html> exists, so it watches the document.
 */
export function noteHydrationTime() {
  new MutationObserver((_, observer) => {
    if (!('hydrated' in document.documentElement.dataset)) return;
    observer.disconnect();
    window.hydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}
