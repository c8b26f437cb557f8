import './styles/global.css';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { documentTitle } from './app/document-title';
import { findRoute, preloadPage } from './app/page-loader';
import { createQueryClient } from './app/query-client';
import { allRoutes, concretePaths, pageModuleFile, pathName } from './app/routes';
import { defaultConfig } from './api/frontend-config';
import { company } from './content/company';

/** Build entry (scripts/prerender.mjs): renders one path of the route table to HTML. */
export async function render(path: string): Promise<{ html: string; title: string; description: string }> {
  const route = findRoute(path);
  await preloadPage(route);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const queryClient = createQueryClient();
  // A large page would otherwise be "outlined": sent hidden and revealed by an inline script,
  // which leaves it invisible with JavaScript off. One chunk keeps every page readable without it.
  const { prelude } = await prerenderToNodeStream(<App queryClient={queryClient} Router={Router} />, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // Drop the cache and its garbage-collection timers, which would keep Node alive for minutes.
  queryClient.clear();
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    title: documentTitle(route.title, defaultConfig.appName),
    description: route.description,
  };
}

/** What the prerender, the sitemap and the server need to know of the route table. */
export const siteRoutes = allRoutes.map((route) => ({
  path: route.path,
  page: route.page,
  moduleFile: pageModuleFile(route),
  noIndex: route.noIndex ?? false,
  dynamic: route.path.includes(':'),
  /** A dynamic path that was not prerendered gets the SPA shell, unless the route lists its only values. */
  servesShell: route.path.includes(':') && !route.allowedParams,
  paths: concretePaths(route).map((path) => ({ path, name: pathName(path) })),
}));

export const siteUrl = company.siteUrl;
