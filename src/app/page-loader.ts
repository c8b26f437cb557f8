import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { notFoundRoute, routes } from '../route-table/route-table';
import { acceptsParams, pageComponentName, type PageKey, type RouteDef } from '../routes/route-facts';

type PageModule = Record<string, ComponentType | undefined>;

/**
 * Each page's module, imported on demand: one chunk per page. Found by the convention every page
 * folder follows (src/pages/<page>/<page>-page.tsx, exporting <Page>Page: pageComponentName), not
 * listed: src/route-table/route-table.test.ts checks that every route's folder has one.
 */
const pageModules = new Map(
  Object.entries(import.meta.glob<PageModule>('../pages/*/*-page.tsx')).flatMap(([file, load]) => {
    const page = /\/pages\/([^/]+)\/\1-page\.tsx$/.exec(file)?.[1];
    return page ? [[page, load] as const] : [];
  }),
);

async function loadPage(page: PageKey): Promise<ComponentType> {
  const load = pageModules.get(page);
  const component = load && (await load())[pageComponentName(page)];
  if (!component) throw new Error(`No page component ${pageComponentName(page)} in src/pages/${page}/${page}-page.tsx`);
  return component;
}

/**
 * Lazily loaded page components, kept once loaded. The browser entry and the prerender load the
 * current page before the first render, so hydration never waits on a chunk.
 */
const loaded = new Map<PageKey, ComponentType>();
const loading = new Map<PageKey, Promise<ComponentType>>();

export function preloadPage(route: RouteDef): Promise<ComponentType> {
  let promise = loading.get(route.page);
  if (!promise) {
    promise = loadPage(route.page).then((component) => {
      loaded.set(route.page, component);
      return component;
    });
    loading.set(route.page, promise);
  }
  return promise;
}

export function loadedPage(route: RouteDef): ComponentType | undefined {
  return loaded.get(route.page);
}

/**
 * The route that renders a path: the matching one whose parameters it accepts, or not-found. A
 * static path under a dynamic route's prefix is its own route, as React Router ranks it:
 * /careers/general-application is no vacancy's id (the one id rule), so /careers/:id refuses it.
 */
export function findRoute(pathname: string): RouteDef {
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match && acceptsParams(route, match.params)) return route;
  }
  return notFoundRoute;
}
