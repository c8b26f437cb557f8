import { tableOf, type RouteFacts } from '../routes/route-facts';

/**
 * The one route table, made of the pages' own route modules (src/pages/<page>/route.ts): a page is
 * one folder, and no list names them. The router, the prerender, the sitemap, the size budget and
 * the server read it (Playwright's specs, whose loader knows no import.meta.glob, make the same
 * table from the same files: e2e/route-table.ts). Plain data: the server's build imports it too.
 */
const { routes, notFoundRoute, allRoutes } = tableOf(import.meta.glob<RouteFacts>('../pages/*/route.ts', { eager: true, import: 'route' }));

export { allRoutes, notFoundRoute, routes };
