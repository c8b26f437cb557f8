import '../../styles/global.css';
import type { QueryKey } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../app/app';
import { documentTitle } from '../../app/document-title';
import { PageFactsCollector, type PageFacts } from '../../hooks/page-facts';
import { findRoute, preloadPage } from '../../app/page-loader';
import { createQueryClient } from '../../app/query-client';
import { queryStateElement } from '../../hydration/query-state';
import { defaultConfig } from '../../api/frontend-config';
import { company } from '../../content/company';

export type Rendered = { html: string; title: string; description: string; queryState: string };

/**
 * The SSR module (built to dist-ssr/prerender.js): renders one path of the route table to HTML, at
 * build time for every prerendered path (src/render/build/prerender-site.mjs), and on request for the
 * pages whose record comes from the store (server/site/page-renderer.ts, which imports this module's
 * types), with that record already in the query cache (`data`).
 */
export async function render(path: string, data: readonly (readonly [QueryKey, unknown])[] = []): Promise<Rendered> {
  const route = findRoute(path);
  await preloadPage(route);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const queryClient = createQueryClient();
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  // A large page would otherwise be "outlined": sent hidden and revealed by an inline script,
  // which leaves it invisible with JavaScript off. One chunk keeps every page readable without it.
  // What the page says of its subject while it renders (a vacancy's title, a project's name).
  let facts: PageFacts | undefined;
  const app = (
    <PageFactsCollector value={(told) => (facts = told)}>
      <App queryClient={queryClient} Router={Router} />
    </PageFactsCollector>
  );
  const { prelude } = await prerenderToNodeStream(app, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const queryState = queryStateElement(queryClient);
  // Drop the cache and its garbage-collection timers, which would keep Node alive for minutes.
  queryClient.clear();
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    title: documentTitle(facts && route.titleOf ? route.titleOf(facts.name) : route.title, defaultConfig.appName),
    description: facts?.description ?? route.description,
    queryState,
  };
}

export { cspFile, siteRoutes, siteRoutesFile, templateFile } from '../../route-table/build-facts';

export const siteUrl = company.siteUrl;

export { pageQueryKeys } from '../../api/page-queries';

export { shareTags, siteHeadTags } from './head-tags';
