import { articleSlugSource } from '../contracts/article-slug';
import { recordIdSource } from '../contracts/record-id';
import { concretePaths, pageModuleFile, pathName, type PageKey, type RouteDef } from '../routes/route-facts';
import { allRoutes } from './route-table';

/**
 * What the build writes under dist/.vite/ for the server and the tools that run after it, typed once
 * here for the writer (src/render/build/prerender-site.mjs, through the SSR module) and the readers
 * (server/site/site-files.ts, page-renderer.ts; the server's tests write their fake sites with it).
 */

/**
 * What the build, the server and the tools after the build know of one route of the route table.
 * The prerender writes the list to `siteRoutesFile`.
 */
export type SiteRoute = {
  path: string;
  page: PageKey;
  /** The page's source module: where the build manifest lists its chunk. */
  moduleFile: string;
  noIndex: boolean;
  largestPaint: RouteDef['largestPaint'];
  dynamic: boolean;
  /** A dynamic path that was not prerendered gets the SPA shell, unless the route lists its only values. */
  servesShell: boolean;
  /** Rendered by the server from the store (the prerender writes a template instead of pages). */
  record: NonNullable<RouteDef['record']> | null;
  /** The concrete paths the prerender writes and the e2e matrix visits, with a file-system friendly name. */
  paths: { path: string; name: string }[];
};

/** Where the prerender writes the list, under dist/. */
export const siteRoutesFile = '.vite/site-routes.json';

/** The sha256 sources of the scripts the prerender wrote inline, for the content security policy. */
export type CspFacts = { scriptHashes: string[] };

export const cspFile = '.vite/csp.json';

/** The page a record route's server fills on request (`<!--app-title-->`, `<!--app-meta-->`, `<!--app-html-->`). */
export const templateFile = (page: string) => `.vite/templates/${page}.html`;

export const siteRoutes: readonly SiteRoute[] = allRoutes.map((route) => ({
  path: route.path,
  page: route.page,
  moduleFile: pageModuleFile(route),
  noIndex: route.noIndex ?? false,
  largestPaint: route.largestPaint,
  dynamic: route.path.includes(':'),
  servesShell: route.path.includes(':') && !route.allowedParams && !route.record,
  record: route.record ?? null,
  paths: concretePaths(route).map((path) => ({ path, name: pathName(path) })),
}));

/**
 * The URL paths of a dynamic route, as the server matches them (a trailing slash allowed). A record
 * route's id follows the one id rule of src/contracts/record-id.ts, as the router's acceptsParams
 * does, and is captured: `/careers/01` is no job page but the not-found page. An article's may be its
 * slug instead (/blog/ussd-or-mobile-app). Another parameter is any one segment.
 */
export function routePattern(route: Pick<SiteRoute, 'path' | 'record'>): RegExp {
  const id = route.record === 'article' ? `${recordIdSource}|${articleSlugSource}` : recordIdSource;
  const parameter = route.record ? `(${id})` : '[^/]+';
  return new RegExp(`^${route.path.replace(/:[^/]+/g, parameter)}/?$`);
}
