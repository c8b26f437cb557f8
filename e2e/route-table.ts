import { existsSync, readdirSync } from 'node:fs';
import { tableOf, type RouteFacts } from '../src/routes/route-facts';

/**
 * The route table for Playwright's specs, made as the site makes it (src/route-table/route-table.ts)
 * from the same page folders: Playwright's loader knows no import.meta.glob, so the folders are read
 * from the disk and each src/pages/<page>/route.ts imported by name.
 */
const pagesDir = new URL('../src/pages/', import.meta.url);
const routeFiles = readdirSync(pagesDir)
  .map((page) => `../src/pages/${page}/route.ts`)
  .filter((file) => existsSync(new URL(file, import.meta.url)));
const modules = Object.fromEntries(
  await Promise.all(routeFiles.map(async (file) => [file, ((await import(file)) as { route: RouteFacts }).route] as const)),
);

export const { notFoundRoute, allRoutes } = tableOf(modules);
