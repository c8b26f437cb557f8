import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { resolve } from 'node:path';
import { sendProblem } from '../problem';
import type { PageRenderer, RenderedPage } from './page-renderer';
import type { SiteFiles } from './site-files';

/** Hashed build output never changes under its name; everything else is revalidated (ETag) on each use. */
function cacheControl(reply: FastifyReply, path: string) {
  const hashed = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+$/.test(path);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function pathnameOf(url: string): string | null {
  const raw = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The prerendered site: its files (brotli or gzip made at build time, ETag, byte ranges), the SPA
 * shell for dynamic paths that were not prerendered, and the not-found page with a real 404.
 * Pages answer GET and HEAD; any other method gets 405.
 */
/** A page rendered from the store, in the encoding the browser takes, revalidated by its ETag. */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

export const sitePlugin: FastifyPluginAsync<{ distDir: string; site: SiteFiles; renderer?: PageRenderer }> = async (
  app,
  { distDir, site, renderer },
) => {
  await app.register(fastifyStatic, {
    root: resolve(distDir),
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders: cacheControl,
  });

  app.get('/*', async (request, reply) => {
    const pathname = pathnameOf(request.url);
    const record = renderer && pathname ? site.records.find(({ pattern }) => pattern.test(pathname)) : undefined;
    if (record && renderer) {
      const id = pathname!.match(record.pattern)![1]!;
      const page = /^[1-9]\d{0,8}$/.test(id) ? await renderer.page(record.kind, Number(id)) : null;
      if (page) return sendRendered(request, reply, page);
      return reply.code(404).sendFile('404.html');
    }
    const file = pathname === null ? undefined : site.files.get(pathname);
    if (file) return reply.sendFile(file);
    if (pathname && site.shellPatterns.some((pattern) => pattern.test(pathname))) return reply.sendFile('200.html');
    return reply.code(404).sendFile('404.html');
  });

  // Other methods on pages: refused whatever body they carry (so no body parser may answer first).
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      handler: (_request, reply) => sendProblem(reply.header('allow', 'GET, HEAD'), 405, 'Pages answer only GET and HEAD.'),
    });
  });
};
