// Writes one HTML file per concrete path of the route table, with the page already rendered,
// its title and description, its CSS inlined and a script that loads its chunks after the first
// paint; then the SPA shell, sitemap.xml, robots.txt and the route patterns the server needs.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootScript } from './boot-script.mjs';
import { closure, entryClosure, readManifest, webFonts } from './manifest.mjs';

const dist = 'dist';
const { render, siteRoutes, siteUrl } = await import(pathToFileURL('dist-ssr/prerender.js').href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = readManifest(dist);
const entry = entryClosure(manifest, template);
const fonts = webFonts(manifest);
// Vite links the entry's stylesheet and loads its scripts up front; each page inlines the CSS
// instead (see inlineCss) and starts its scripts after the first paint (see bootScript).
const templateWithoutAssets = template
  .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The CSS is small (a few KB gzip), so it is inlined: the first paint waits for no stylesheet request.
const inlineCss = (files) =>
  files.length ? `<style>${files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')}</style>` : '';
const pageModules = new Set(siteRoutes.map((route) => route.moduleFile));
/**
 * The entry's stylesheets, and those of the islands the frame renders on every page (the footer's
 * newsletter form): they are part of every first paint, so they are inlined with it too.
 */
const entryStylesheets = [
  ...new Set([
    ...entry.css,
    ...[...entry.js].map((file) => Object.keys(manifest).find((key) => manifest[key].file === file)).flatMap((key) => lazyPartsCss(key)),
  ]),
];

/**
 * Marks a stylesheet as already on the page. Loading the page's chunk makes Vite's preload helper add
 * a link for each stylesheet of the chunk unless a stylesheet link to it is there; a disabled one is
 * never fetched (HTML: a disabled stylesheet link is not obtained), so the inlined rules are not
 * requested a second time.
 */
const inlinedMarker = (file) => `<link rel="stylesheet" href="/${file}" disabled>`;

/** The module that starts the app, then every chunk the page needs (the entry's and its own). */
const chunksFor = (pageJs = []) => [entry.start, ...new Set([...entry.js, ...pageJs].filter((file) => file !== entry.start))];

/**
 * Where a page's largest paint is text, its first paint brings Inter (the faces inlined, the Latin
 * one preloaded) so that text is painted once, in its own face. Elsewhere the faces are linked after
 * the first paint, leaving the bandwidth to the largest image; until they arrive the text is set in
 * the fallback faces that take Inter's room (tokens/build.mjs), so the swap moves nothing.
 */
function fontAssets(largestPaint) {
  if (largestPaint !== 'text') return { stylesheets: [], preload: [], afterPaint: [fonts.stylesheet] };
  return {
    stylesheets: [fonts.stylesheet],
    preload: [`<link rel="preload" href="/${fonts.latin}" as="font" type="font/woff2" crossorigin>`],
    afterPaint: [],
  };
}

/**
 * The stylesheets of what a chunk loads lazily, and of what that loads in turn (an island's own
 * islands: the careers filters inside the open positions), skipping the pages.
 */
function lazyPartsCss(key, seen = new Set()) {
  const css = [];
  for (const lazy of manifest[key]?.dynamicImports ?? []) {
    if (seen.has(lazy) || pageModules.has(lazy)) continue;
    seen.add(lazy);
    css.push(...closure(manifest, lazy).css, ...lazyPartsCss(lazy, seen));
  }
  return css;
}

/**
 * The page's own stylesheets (inlined) and the script that starts its chunks after the first paint
 * (scripts/boot-script.mjs). The parts a page loads lazily but renders from the start (the careers
 * filters, the job's tabs) are in its first paint too, so their stylesheets are inlined with the
 * page's: arriving later, they would move what is painted.
 */
function pageAssets(route) {
  const page = closure(manifest, route.moduleFile);
  const pageCss = new Set([...page.css, ...lazyPartsCss(route.moduleFile)]);
  const font = fontAssets(route.largestPaint);
  const stylesheets = [...font.stylesheets, ...entryStylesheets, ...[...pageCss].filter((file) => !entryStylesheets.includes(file))];
  return [
    ...font.preload,
    inlineCss(stylesheets),
    ...stylesheets.map(inlinedMarker),
    bootScript({ chunks: chunksFor(page.js), styles: font.afterPaint }),
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
  return templateWithoutAssets.replace('<!--app-title-->', title).replace('<!--app-head-->', head).replace('<!--app-html-->', html);
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
      collectInlineScripts(fill({ title: '<!--app-title-->', head, html: '<!--app-html-->' })),
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
  collectInlineScripts(
    fill({
      title: '',
      head: [
        `<meta name="robots" content="noindex">`,
        inlineCss(entryStylesheets),
        bootScript({ chunks: chunksFor(), styles: fontAssets('image').afterPaint, shell: true }),
      ].join('\n    '),
      html: '',
    }),
  ),
);
// Build facts for the server (dynamic patterns) and the size check (each route's module).
writeFileSync(join(dist, '.vite', 'site-routes.json'), JSON.stringify(siteRoutes, null, 2));
writeFileSync(join(dist, '.vite', 'entry.json'), JSON.stringify({ start: entry.start, js: [...entry.js], css: [...entry.css] }, null, 2));
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
