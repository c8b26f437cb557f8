// The prerender: writes one HTML file per concrete path of the route table, with the page already
// rendered, its title and description, its CSS inlined and a script that loads its chunks after the
// first paint; a template for each page the server renders from the store; then the SPA shell,
// sitemap.xml, robots.txt and the facts the server and the tools after the build read.
// Run by scripts/build/prerender.mjs once Vite has built the browser bundle and the SSR module.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineScriptHashes, pageTemplate } from './html.mjs';
import { entryClosure, readManifest } from './manifest.mjs';
import { pageAssets } from './page-assets.mjs';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Prerenders the build in `dist` with the SSR module at `ssrModule` (dist-ssr/prerender.js, built
 * from src/render/entries/prerender.tsx, which also describes the route table: `siteRoutes`).
 */
export async function prerenderSite({ dist = 'dist', ssrModule = 'dist-ssr/prerender.js' } = {}) {
  const ssr = await import(pathToFileURL(ssrModule).href);
  const { render, siteRoutes, siteUrl, shareTags, siteHeadTags } = ssr;
  const siteHead = siteHeadTags();
  const manifest = readManifest(dist);
  const template = pageTemplate(readFileSync(join(dist, 'index.html'), 'utf8'), entryClosure(manifest));
  const assets = pageAssets(dist, manifest, siteRoutes);
  // Every script written inline into a page, hashed for the server's content security policy.
  const scriptHashes = new Set();

  /** Writes one page, its inline scripts hashed. */
  function writePage(file, { title, head, html }) {
    const page = template
      .replace('<!--app-title-->', title)
      .replace('<!--app-head-->', head.join('\n    '))
      .replace('<!--app-html-->', html);
    for (const hash of inlineScriptHashes(page)) scriptHashes.add(hash);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
  }

  const outputFile = (route, path) => join(dist, route.page === 'not-found' ? '404.html' : join(path.slice(1), 'index.html'));

  let count = 0;
  for (const route of siteRoutes) {
    if (route.record) {
      // Rendered by the server from the store: it fills this template on request (server/site/page-renderer.ts).
      writePage(join(dist, ssr.templateFile(route.page)), {
        title: '<!--app-title-->',
        head: [...siteHead, '<!--app-meta-->', ...assets.ofRoute(route)],
        html: '<!--app-html-->',
      });
      continue;
    }
    for (const { path } of route.paths) {
      const { title, description, html } = await render(path);
      const meta = [
        `<meta name="description" content="${escapeHtml(description)}">`,
        route.noIndex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${siteUrl}${path}">`,
        ...siteHead,
        ...(route.noIndex ? [] : shareTags({ url: `${siteUrl}${path}`, title, description, origin: siteUrl })),
      ];
      writePage(outputFile(route, path), { title: escapeHtml(title), head: [...meta, ...assets.ofRoute(route)], html });
      count += 1;
    }
  }

  // The shell for dynamic paths that were not prerendered and whose route serves it: the browser renders them.
  writePage(join(dist, '200.html'), {
    title: '',
    head: ['<meta name="robots" content="noindex">', ...siteHead, ...assets.ofShell()],
    html: '',
  });

  writeFileSync(join(dist, ssr.siteRoutesFile), JSON.stringify(siteRoutes, null, 2));
  writeFileSync(join(dist, ssr.cspFile), JSON.stringify({ scriptHashes: [...scriptHashes] }, null, 2));

  const urls = siteRoutes
    .filter((route) => !route.noIndex)
    .flatMap((route) => route.paths.map(({ path }) => `  <url><loc>${siteUrl}${path}</loc></url>`));
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  return { pages: count, urls: urls.length };
}
