// Writes one HTML file per concrete path of the route table, with the page already rendered,
// its title and description, and preload links for the page's own chunk; then the SPA shell,
// sitemap.xml, robots.txt and the route patterns the server needs.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { closure, entryKey, readManifest } from './manifest.mjs';

const dist = 'dist';
const { render, siteRoutes, siteUrl } = await import(pathToFileURL('dist-ssr/prerender.js').href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = readManifest(dist);
const entry = closure(manifest, entryKey(manifest));
// Vite links the entry's stylesheet; each page inlines it instead (see inlineCss).
const templateWithoutStylesheets = template.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The CSS is small (a few KB gzip), so it is inlined: the first paint waits for no stylesheet request.
const inlineCss = (files) =>
  files.length ? `<style>${files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')}</style>` : '';
const entryStylesheets = [...entry.css];

/**
 * Marks a stylesheet as already on the page. Loading the page's chunk makes Vite's preload helper add
 * a link for each stylesheet of the chunk unless a stylesheet link to it is there; a disabled one is
 * never fetched (HTML: a disabled stylesheet link is not obtained), so the inlined rules are not
 * requested a second time.
 */
const inlinedMarker = (file) => `<link rel="stylesheet" href="/${file}" disabled>`;

/**
 * The page's own stylesheets (inlined) and chunks (preloaded). The parts a page loads lazily but
 * renders from the start (the careers filters, the job's tabs) are in its first paint too, so
 * their stylesheets are inlined with the page's: arriving later, they would move what is painted.
 */
function pageAssets(route) {
  const page = closure(manifest, route.moduleFile);
  const lazyParts = (manifest[route.moduleFile].dynamicImports ?? []).map((key) => closure(manifest, key));
  const pageCss = new Set([...page.css, ...lazyParts.flatMap((part) => [...part.css])]);
  const stylesheets = [...entryStylesheets, ...[...pageCss].filter((file) => !entry.css.has(file))];
  return [
    inlineCss(stylesheets),
    ...stylesheets.map(inlinedMarker),
    ...[...page.js].filter((file) => !entry.js.has(file)).map((file) => `<link rel="modulepreload" href="/${file}">`),
  ];
}

function pageHead(route, { title, description }, path) {
  const meta = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    route.noIndex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${siteUrl}${path}">`,
  ];
  return { title: escapeHtml(title), head: [...meta, ...pageAssets(route)].join('\n    ') };
}

function fill({ title, head, html }) {
  return templateWithoutStylesheets.replace('<!--app-title-->', title).replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

function outputFile(route, path) {
  if (route.page === 'not-found') return join(dist, '404.html');
  return join(dist, path === '/' ? '' : path.slice(1), 'index.html');
}

// Every script written inline into a page, hashed for the server's content security policy.
const scriptHashes = new Set();
function collectInlineScripts(html) {
  for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    scriptHashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return html;
}

let count = 0;
for (const route of siteRoutes) {
  if (route.record) {
    // Rendered by the server from the store: it fills this template on request (server/site/page-renderer.ts).
    const head = ['<!--app-meta-->', ...pageAssets(route)].join('\n    ');
    mkdirSync(join(dist, '.vite', 'templates'), { recursive: true });
    writeFileSync(
      join(dist, '.vite', 'templates', `${route.page}.html`),
      fill({ title: '<!--app-title-->', head, html: '<!--app-html-->' }),
    );
    continue;
  }
  for (const { path } of route.paths) {
    const rendered = await render(path);
    const file = outputFile(route, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, collectInlineScripts(fill({ ...pageHead(route, rendered, path), html: rendered.html })));
    count += 1;
  }
}

// The shell for dynamic paths that were not prerendered (/careers/42): the browser renders them.
const shell = siteRoutes.find((route) => route.page === 'not-found');
writeFileSync(
  join(dist, '200.html'),
  fill({ title: '', head: `<meta name="robots" content="noindex">\n    ${inlineCss(entryStylesheets)}`, html: '' }),
);
// Build facts for the server (dynamic patterns) and the size check (each route's module).
writeFileSync(join(dist, '.vite', 'site-routes.json'), JSON.stringify(siteRoutes, null, 2));
writeFileSync(join(dist, '.vite', 'csp.json'), JSON.stringify({ scriptHashes: [...scriptHashes] }, null, 2));

const urls = siteRoutes
  .filter((route) => !route.noIndex && route !== shell)
  .flatMap((route) => route.paths.map(({ path }) => `  <url><loc>${siteUrl}${path}</loc></url>`));
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

console.log(`Prerendered ${count} pages, sitemap.xml (${urls.length} URLs) and robots.txt.`);
