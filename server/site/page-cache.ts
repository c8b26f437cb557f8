import { performance } from 'node:perf_hooks';
import type { Representations } from './representations';

/** Pages are kept this long at most, so that instances sharing one PostgreSQL see each other's changes. */
export const cacheMs = 60_000;

type CacheLimits = { entries: number; bytes: number };

const sizeOf = (page: Representations) => page.identity.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/** Rendered pages by path, for a minute at most; past its limits the least recently used go first. */
export function pageCache(limits: CacheLimits) {
  const pages = new Map<string, { page: Representations; at: number }>();
  let bytes = 0;
  const remove = (path: string) => {
    const entry = pages.get(path);
    if (!entry) return;
    pages.delete(path);
    bytes -= sizeOf(entry.page);
  };
  return {
    get(path: string): Representations | undefined {
      const entry = pages.get(path);
      if (!entry) return undefined;
      remove(path);
      if (performance.now() - entry.at >= cacheMs) return undefined;
      // Back to the most recently used end.
      pages.set(path, entry);
      bytes += sizeOf(entry.page);
      return entry.page;
    },
    set(path: string, page: Representations) {
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
