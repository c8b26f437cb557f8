import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { articleImages } from '../store/schema';
import type { Store } from '../store/open-store';

/**
 * GET /media/<sha256>.<avif|webp|jpg>: the files made of the articles' pictures, from the file store
 * (DATA_DIR/files, whichever database holds the rows). A name is its content's hash, so a file never
 * changes under it: browsers and caches keep it a year. Only the files an article names are served
 * (the same folder holds the applicants' CVs), with the type their row gives; the set of those names
 * is read at most once a minute and dropped when the app changes the store, so that a flood of random
 * names costs a lookup in memory.
 */
const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
const extensions: Record<string, keyof typeof types> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };
const freshForMs = 60_000;

export function registerMedia(app: FastifyInstance, store: Pick<Store, 'db' | 'files'>): { invalidate: () => void } {
  let known: { at: number; formats: Promise<Map<string, string>> } | undefined;
  const formats = () => {
    if (known && performance.now() - known.at < freshForMs) return known.formats;
    const read = store.db
      .select({ sha256: articleImages.sha256, format: articleImages.format })
      .from(articleImages)
      .then((rows) => new Map(rows.map((row) => [row.sha256, row.format])));
    known = { at: performance.now(), formats: read };
    read.catch(() => (known = undefined));
    return read;
  };

  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const match = /^([0-9a-f]{64})\.(avif|webp|jpg)$/.exec(request.params.name);
    const format = match ? extensions[match[2]!] : undefined;
    if (!match || !format || (await formats()).get(match[1]!) !== format) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('No such picture.');
    }
    const sha256 = match[1]!;
    const etag = `"${sha256}"`;
    reply.type(types[format]).header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(store.files.read(sha256));
  });
  return { invalidate: () => (known = undefined) };
}
