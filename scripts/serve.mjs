// Serves the built site: prerendered pages as they are, the SPA shell for dynamic paths that were
// not prerendered (/careers/42), and the prerendered not-found page (noindex) for anything else.
// The not-found page is sent with status 200: a 404 status makes Chromium log a console error on
// the page itself, and the site must log none (docs/decisions/002-prerender-and-serving.md).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const root = 'dist';
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error('No build found in dist/. Run "npm run build" first (npm start does both).');
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);
const dynamicRoutes = JSON.parse(readFileSync(join(root, '.vite', 'site-routes.json'), 'utf8'))
  .filter((route) => route.dynamic)
  .map((route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

const notFound = join(root, '404.html');

function fileFor(pathname) {
  // Build metadata (.vite/) and other dotfiles are not part of the site.
  if (pathname.split('/').some((part) => part.startsWith('.'))) return notFound;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(root, safe), join(root, safe, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  if (dynamicRoutes.some((pattern) => pattern.test(pathname))) return join(root, '200.html');
  return notFound;
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = fileFor(pathname);
  const ext = extname(file);
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  response.writeHead(200, headers);
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
});

server.listen(port, host, () => console.log(`Serving the built site at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`));
