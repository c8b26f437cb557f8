import { isArticleSlug } from '../contracts/article-slug';
import { isRecordId } from '../contracts/record-id';
import { notFoundSamplePath, paths } from './paths';

/**
 * What a page's `route.ts` (src/pages/<page>/route.ts) says of it: plain data, so that the browser,
 * the prerender, the server and the Node-side tools (Playwright) all read the same facts.
 */
export type RouteFacts = {
  /** The path pattern; the not-found page's is '*'. */
  path: string;
  title: string;
  description: string;
  /** Concrete paths to prerender and test for a dynamic route. */
  samplePaths?: readonly string[];
  /** The only values a dynamic parameter may take; any other value shows the not-found page. */
  allowedParams?: Readonly<Record<string, readonly string[]>>;
  /** Left out of sitemap.xml (pages a search engine should not list). */
  noIndex?: boolean;
  /**
   * The largest element of the page's first view on a phone (its Largest Contentful Paint). Where it
   * is text, the page's first paint brings Inter's faces and preloads the Latin one, so that text is
   * painted once, in its own face; elsewhere the faces come after the first paint and leave the
   * bandwidth to the image (docs/decisions/018). e2e/page-load.spec.ts checks every value.
   */
  largestPaint: 'text' | 'image';
  /**
   * What the page loads from the store: a record (its id is the path's parameter). The server renders
   * it on request with that record, and answers 404 when there is none. Its sample paths are the seed's.
   * Its `:id` follows the one id rule (src/contracts/record-id.ts), or, for an article, is its slug
   * (src/contracts/article-slug.ts): any other value is not found.
   */
  record?: RecordKind;
  /** The title of a page that names its subject (a record, a project) from that name; `title` until it is known. */
  titleOf?: (name: string) => string;
};

export type RecordKind = 'job' | 'article';

/** The name of a page: its folder under src/pages. */
export type PageKey = string;

/** A route of the table: a page's facts and the folder they came from. */
export type RouteDef = RouteFacts & { page: PageKey };

/** The table made of the pages' route modules, keyed by their file (…/pages/<page>/route.ts). */
export type RouteTable = { routes: readonly RouteDef[]; notFoundRoute: RouteDef; allRoutes: readonly RouteDef[] };

/**
 * The route table from the pages' route modules, however they were found (import.meta.glob in the
 * Vite builds and tests, the file system in Playwright's specs: e2e/route-table.ts). Its order is
 * the paths' (so '/' first and '/blog' just before '/blog/:id'), the not-found page last: no list
 * kept by hand, and one order for the prerender, the sitemap and the e2e matrix. Matching does not
 * depend on it: where two patterns match a path (/careers/general-application, /careers/:id), one of
 * them refuses its parameter (the one id rule).
 */
export function tableOf(facts: Readonly<Record<string, RouteFacts>>): RouteTable {
  const all = Object.entries(facts).map(([file, route]) => ({ ...route, page: pageOfFile(file) }));
  const notFound = all.filter((route) => route.path === '*');
  if (notFound.length !== 1) throw new Error(`One page's route.ts must have the path '*' (the not-found page); found ${notFound.length}.`);
  const routes = all.filter((route) => route.path !== '*').sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { routes, notFoundRoute: notFound[0]!, allRoutes: [...routes, notFound[0]!] };
}

function pageOfFile(file: string): PageKey {
  const page = /(?:^|\/)pages\/([^/]+)\/route\.ts$/.exec(file)?.[1];
  if (!page) throw new Error(`Not a page's route module: ${file}`);
  return page;
}

/** The source file of a page's component, by the convention every page folder follows: where the build manifest lists its chunk. */
export function pageModuleFile(route: Pick<RouteDef, 'page'>): string {
  return `src/pages/${route.page}/${route.page}-page.tsx`;
}

/** The export of that file that is the page: the folder's name in PascalCase and `Page` (blog-article → BlogArticlePage). */
export function pageComponentName(page: PageKey): string {
  return `${page.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Page`;
}

/** Whether the parameters of a matched path are ones the route accepts. */
export function acceptsParams(route: RouteFacts, params: Readonly<Record<string, string | undefined>>): boolean {
  const id = params.id ?? '';
  if (route.record && !isRecordId(id) && !(route.record === 'article' && isArticleSlug(id))) return false;
  return Object.entries(route.allowedParams ?? {}).every(([name, values]) => values.includes(params[name] ?? ''));
}

/** Every concrete path the site prerenders and the e2e matrix visits. */
export function concretePaths(route: RouteFacts): readonly string[] {
  return route.samplePaths ?? [route.path];
}

/** A file-system friendly name for a path: '/' → 'home', '/careers/1' → 'careers-1'. */
export function pathName(path: string): string {
  if (path === paths.home) return 'home';
  if (path === notFoundSamplePath) return 'not-found';
  return path.replace(/^\//, '').replace(/\//g, '-');
}
