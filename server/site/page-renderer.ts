import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { findArticlePage } from '../store/articles';
import type { Database } from '../store/database';
import { findJobPage } from '../store/jobs';
import { contentEtag, type Representations } from './representations';

/** What the SSR bundle (dist-ssr/prerender.js, built from src/prerender.tsx) exports. */
type SsrModule = {
  render: (
    path: string,
    data: readonly (readonly [readonly unknown[], unknown])[],
  ) => Promise<{ html: string; title: string; queryState: string }>;
  pageQueryKeys: { job: (id: string) => readonly unknown[]; article: (id: string) => readonly unknown[] };
  siteUrl: string;
};

export type RecordKind = 'job' | 'article';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pages are kept this long at most, so that instances sharing one PostgreSQL see each other's changes. */
const cacheMs = 60_000;
/** Enough for every open vacancy and published article; past it the cache starts again. */
const cacheEntries = 2000;

/**
 * The job and article pages, rendered on request from the store with the same React render as the
 * prerender, into the template the build wrote for their route. Rendered pages are cached until the
 * store changes (`invalidate`) or a minute has passed. An unknown or closed id is rendered as the
 * page renders it in the browser (the not-found message), so that hydration matches, with status 404.
 */
export async function createPageRenderer(distDir: string, db: Database, templatePages: Record<RecordKind, string>) {
  const ssr = (await import(pathToFileURL(resolve(distDir, '..', 'dist-ssr', 'prerender.js')).href)) as SsrModule;
  const templates = Object.fromEntries(
    Object.entries(templatePages).map(([kind, page]) => [kind, readFileSync(join(distDir, '.vite', 'templates', `${page}.html`), 'utf8')]),
  ) as Record<RecordKind, string>;
  const cache = new Map<string, { page: Representations; at: number }>();

  async function findRecord(kind: RecordKind, rawId: string) {
    if (!/^[1-9]\d{0,8}$/.test(rawId)) return null;
    return kind === 'job' ? findJobPage(db, Number(rawId)) : findArticlePage(db, Number(rawId));
  }

  /** The page with its record (or null: not found), compressed once when it is rendered. */
  async function render(kind: RecordKind, rawId: string, path: string) {
    const record = await findRecord(kind, rawId);
    const key = kind === 'job' ? ssr.pageQueryKeys.job(rawId) : ssr.pageQueryKeys.article(rawId);
    const rendered = await ssr.render(path, [[key, record]]);
    const meta = record
      ? [`<meta name="description" content="${escapeHtml(record.summary)}">`, `<link rel="canonical" href="${ssr.siteUrl}${path}">`]
      : ['<meta name="robots" content="noindex">'];
    const html = Buffer.from(
      templates[kind]
        .replace('<!--app-title-->', escapeHtml(rendered.title))
        .replace('<!--app-meta-->', meta.join('\n    '))
        .replace('<!--app-html-->', rendered.html)
        .replace('</body>', `${rendered.queryState}\n  </body>`),
    );
    const page: Representations = {
      type: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      etag: contentEtag(html),
      identity: html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(html, { level: 6 }),
    };
    return { found: record !== null, page };
  }

  return {
    /** The page of a record path; `rawId` is the path's parameter as the browser's router sees it. */
    async page(kind: RecordKind, rawId: string, path: string): Promise<{ status: 200 | 404; page: Representations }> {
      const cached = cache.get(path);
      if (cached && Date.now() - cached.at < cacheMs) return { status: 200, page: cached.page };
      const { found, page } = await render(kind, rawId, path);
      if (!found) return { status: 404, page };
      // Only pages that exist are kept: unknown ids must not fill the cache.
      if (cache.size >= cacheEntries) cache.clear();
      cache.set(path, { page, at: Date.now() });
      return { status: 200, page };
    },
    /** The store changed (a vacancy or an article was added, closed or unpublished). */
    invalidate() {
      cache.clear();
    },
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;
