import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { resolve } from 'node:path';
import { sendProblem } from '../problem';
import { cacheControlFor, loadMemoryFiles } from './memory-files';
import type { PageRenderer } from './page-renderer';
import { sendRepresentations } from './representations';
import type { SiteFiles } from './site-files';

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
export const sitePlugin: FastifyPluginAsync<{
  distDir: string;
  site: SiteFiles;
  renderer?: PageRenderer;
  /** The origin the build wrote into the pages, and the one to serve them with (PUBLIC_ORIGIN). */
  origin?: { built: string; public: string };
}> = async (app, { distDir, site, renderer, origin }) => {
  await app.register(fastifyStatic, {
    root: resolve(distDir),
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', cacheControlFor(path.split(/[\\/]/).join('/'))),
  });
  const memory = loadMemoryFiles(distDir, site.files.values(), origin);
  const notFoundPage = memory.get('404.html')!;
  const shell = memory.get('200.html')!;

  app.get('/*', async (request, reply) => {
    const pathname = pathnameOf(request.url);
    const record = renderer && pathname ? site.records.find(({ pattern }) => pattern.test(pathname)) : undefined;
    if (record && renderer) {
      const rawId = pathname!.match(record.pattern)![1]!;
      const { status, page } = await renderer.page(record.kind, rawId, pathname!);
      return sendRepresentations(request, reply, page, status);
    }
    const file = pathname === null ? undefined : site.files.get(pathname);
    if (file) {
      const inMemory = memory.get(file);
      // Byte ranges (video) and anything not held in memory come from the disk.
      if (!inMemory || request.headers.range) return reply.sendFile(file);
      return sendRepresentations(request, reply, inMemory);
    }
    if (pathname && site.shellPatterns.some((pattern) => pattern.test(pathname))) return sendRepresentations(request, reply, shell);
    return sendRepresentations(request, reply, notFoundPage, 404);
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
