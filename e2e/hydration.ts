/**
 * Matches once the app has hydrated the page and every island on it has its code (html[data-hydrated],
 * and no island pending: src/render/hydration/): what the visit fixture and the engines' goto wait for.
 */
export const hydratedSelector = 'html[data-hydrated]:is(:not([data-islands-pending]), [data-islands-pending="0"])';
