import { performance } from 'node:perf_hooks';
import type { Representations } from './representations';

/** Pages are kept this long at most, so that instances sharing one PostgreSQL see each other's changes. */
export const cacheMs = 60_000;

type CacheLimits = { entries: number; bytes: number };

/** What a record's page answers: found (200), not found (404), or gone (410: a withdrawn vacancy). */
export type PageStatus = 200 | 404 | 410;

/** A rendered page and the status it is answered with. */
export type RenderedPage = { status: PageStatus; page: Representations };

const sizeOf = ({ page }: RenderedPage) => page.identity.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/** Rendered pages by path, for a minute at most; past its limits the least recently used go first. */
export function pageCache(limits: CacheLimits) {
  const pages = new Map<string, { page: RenderedPage; at: number }>();
  let bytes = 0;
  const remove = (path: string) => {
    const entry = pages.get(path);
    if (!entry) return;
    pages.delete(path);
    bytes -= sizeOf(entry.page);
  };
  return {
    get(path: string): RenderedPage | undefined {
      const entry = pages.get(path);
      if (!entry) return undefined;
      remove(path);
      if (performance.now() - entry.at >= cacheMs) return undefined;
      // Back to the most recently used end.
      pages.set(path, entry);
      bytes += sizeOf(entry.page);
      return entry.page;
    },
    set(path: string, page: RenderedPage) {
      remove(path);
      pages.set(path, { page, at: performance.now() });
      bytes += sizeOf(page);
      while (pages.size > limits.entries || bytes > limits.bytes) remove(pages.keys().next().value!);
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
  };
}
