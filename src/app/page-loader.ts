import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { acceptsParams, notFoundRoute, routes, type RouteDef } from './routes';

/**
 * Lazily loaded page components, kept once loaded. The browser entry and the prerender load the
 * current page before the first render, so hydration never waits on a chunk.
 */
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

export function preloadPage(route: RouteDef): Promise<ComponentType> {
  let promise = loading.get(route.page);
  if (!promise) {
    promise = loadPage(route).then((component) => {
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

/** The route that renders a path: the matching one, or not-found (also for a refused parameter). */
export function findRoute(pathname: string): RouteDef {
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match) return acceptsParams(route, match.params) ? route : notFoundRoute;
  }
  return notFoundRoute;
}

type PageModule = Record<string, ComponentType>;
const pageModules = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

function exportName(route: RouteDef): string {
  return route.page.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase()) + 'Page';
}

async function loadPage(route: RouteDef): Promise<ComponentType> {
  const load = pageModules[`../pages/${route.page}/${route.page}-page.tsx`];
  if (!load) throw new Error(`No page module for ${route.page}`);
  const module = await load();
  const component = module[exportName(route)];
  if (!component) throw new Error(`${route.page}-page.tsx does not export ${exportName(route)}`);
  return component;
}
