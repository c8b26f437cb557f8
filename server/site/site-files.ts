import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cspFile, routePattern, siteRoutesFile, type CspFacts, type SiteRoute } from '../../src/route-table/build-facts';

export type SiteFiles = {
  /** URL path → file under dist/ ('/about' → 'about/index.html'). */
  files: ReadonlyMap<string, string>;
  /** Paths of dynamic routes whose unprerendered values get the SPA shell (/careers/42). */
  shellPatterns: readonly RegExp[];
  /** sha256 sources of the scripts the prerender inlined, for the content security policy. */
  scriptHashes: readonly string[];
  /** The routes rendered from the store: their path (its id, under the one id rule, captured) and page (its template). */
  records: readonly { kind: NonNullable<SiteRoute['record']>; pattern: RegExp; page: string }[];
  /** The route table as the build saw it (the sitemap's pages). */
  routes: readonly SiteRoute[];
};

const precompressed = /\.(br|gz)$/;

function walk(root: string, dir: string, into: Map<string, string>) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // build metadata (.vite/) is not part of the site
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(root, full, into);
    else if (!precompressed.test(entry.name)) {
      const file = relative(root, full).split(sep).join('/');
      into.set(`/${file}`, file);
      if (file === 'index.html' || file.endsWith('/index.html')) {
        const page = `/${file.slice(0, -'index.html'.length)}`;
        into.set(page, file);
        if (page !== '/') into.set(page.slice(0, -1), file);
      }
    }
  }
}

export function readSiteFiles(distDir: string): SiteFiles {
  const files = new Map<string, string>();
  walk(distDir, distDir, files);
  if (!files.has('/404.html') || !files.has('/200.html')) {
    throw new Error(`No built site in ${distDir}/. Run "npm run build" first (npm start does both).`);
  }
  // Written by the prerender from the same type (src/route-table/build-facts.ts).
  const routes = JSON.parse(readFileSync(join(distDir, siteRoutesFile), 'utf8')) as SiteRoute[];
  const shellPatterns = routes.filter((route) => route.servesShell).map(routePattern);
  const records = routes.flatMap((route) => (route.record ? [{ kind: route.record, page: route.page, pattern: routePattern(route) }] : []));
  const csp = JSON.parse(readFileSync(join(distDir, cspFile), 'utf8')) as CspFacts;
  return { files, shellPatterns, scriptHashes: csp.scriptHashes, records, routes };
}
