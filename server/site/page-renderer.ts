import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isArticleSlug } from '../../src/contracts/article-slug';
import { isRecordId } from '../../src/contracts/record-id';
import type * as SsrModule from '../../src/render/entries/prerender';
import { templateFile, type SiteRoute } from '../../src/route-table/build-facts';
import { findArticlePage } from '../store/articles';
import type { Store } from '../store/open-store';
import { dayOf } from '../clock';
import { findJobPage } from '../store/jobs';
import { jobVacancies } from '../store/schema';
import { eq } from 'drizzle-orm';
import type { ArticlePage } from '../../src/contracts/articles';
import type { JobPageAnswer } from '../../src/contracts/jobs';
import { shareTags } from '../../src/render/entries/head-tags';
import { jobPostingData, jsonLdElement } from '../../src/render/entries/structured-data';
import { cacheMs, pageCache, type PageStatus, type RenderedPage } from './page-cache';
import { articleMeta, escapeHtml, fillTemplate } from '../../src/render/entries/page-template';
import { contentEtag, type Representations } from './representations';

/** What a page is read from: the store, and its clock for what is open today. */
type StoreClock = Pick<Store, 'db' | 'clock'>;

export type RecordKind = NonNullable<SiteRoute['record']>;

/** The day a vacancy was opened (JobPosting's datePosted). */
async function jobPostedOn({ db, clock }: StoreClock, id: number): Promise<string> {
  const [row] = await db.select({ createdAt: jobVacancies.createdAt }).from(jobVacancies).where(eq(jobVacancies.id, id));
  return dayOf(row?.createdAt ?? clock());
}

type Rendered = Awaited<ReturnType<typeof SsrModule.render>>;

/** Enough for every vacancy (open or ended) and published article. */
const foundLimits = { entries: 2000, bytes: Infinity };
/**
 * The not-found pages of ids asked for again (a closed vacancy's old links): apart from the pages that
 * exist, so that a flood of random ids only churns this one, and bounded in bytes as well.
 */
const notFoundLimits = { entries: 5000, bytes: 32 * 1024 * 1024 };

/**
 * Two ids the render is told no record has, which stand for any id in the one not-found render of a
 * page: ids under the one id rule, so the route renders its own not-found message for them, and made
 * of digits only, as every id under the rule is, so they need no escaping in the markup or the query
 * state and can be replaced by the id asked for.
 */
const standIns = ['918273645', '964537281'] as const;

/**
 * The prerender's module (dist-ssr, beside dist), some 300 modules: loaded once, by whoever asks first
 * (server/main.ts asks while the store opens).
 */
export function loadSsrModule(distDir: string): Promise<typeof SsrModule> {
  return import(pathToFileURL(resolve(distDir, '..', 'dist-ssr', 'prerender.js')).href) as Promise<typeof SsrModule>;
}

/**
 * The job and article pages, rendered on request from the store with the same React render as the
 * prerender, into the template the build wrote for their route. Rendered pages are cached until the
 * store changes (`invalidate`) or a minute has passed. A vacancy the team ended keeps a page that says
 * so, out of search results: status 200, or 410 (Gone) for a withdrawn one. An unknown id is rendered
 * as the page renders it in the browser (the not-found message), so that hydration matches, with status 404,
 * and cached the same way in a cache of its own (`notFoundCacheBytes` bounds it; tests make it small).
 * The not-found render of an id of digits is made once for all of them (`notFoundRender`): a flood of
 * random ids costs a lookup and a compression each, not a React render.
 */
export async function createPageRenderer(
  distDir: string,
  store: StoreClock,
  templatePages: Record<RecordKind, string>,
  { notFoundCacheBytes = notFoundLimits.bytes, origin }: { notFoundCacheBytes?: number; origin?: string } = {},
) {
  const ssr = await loadSsrModule(distDir);
  const siteUrl = origin ?? ssr.siteUrl;
  const templates = Object.fromEntries(
    Object.entries(templatePages).map(([kind, page]) => [kind, readFileSync(join(distDir, templateFile(page)), 'utf8')]),
  ) as Record<RecordKind, string>;
  /** The pages of records the store holds (status 200, or 410 for a withdrawn vacancy). */
  const found = pageCache(foundLimits);
  const notFound = pageCache({ ...notFoundLimits, bytes: notFoundCacheBytes });
  const notFoundRenders = new Map<string, { at: number; rendered: Promise<Rendered | null> }>();
  const keyOf = (kind: RecordKind, id: string) => (kind === 'job' ? ssr.pageQueryKeys.job(id) : ssr.pageQueryKeys.article(id));

  /** An article is found by its id or by its slug (its canonical address). */
  async function findRecord(kind: RecordKind, rawId: string) {
    if (kind === 'article' && isArticleSlug(rawId)) return findArticlePage(store.db, rawId);
    if (!isRecordId(rawId)) return null;
    return kind === 'job' ? findJobPage(store.db, Number(rawId), dayOf(store.clock())) : findArticlePage(store.db, Number(rawId));
  }

  /**
   * The not-found render of a page for any id, made with the stand-ins: used only when the two renders
   * differ in nothing but the id (so the page says nothing else about an id it does not know).
   */
  function notFoundRender(kind: RecordKind, rawId: string, path: string): Promise<Rendered | null> {
    const at = path.lastIndexOf(rawId);
    const pathOf = (id: string) => path.slice(0, at) + id + path.slice(at + rawId.length);
    const shape = `${kind} ${pathOf('{id}')}`;
    const made = notFoundRenders.get(shape);
    if (made && performance.now() - made.at < cacheMs) return made.rendered;
    const rendered = Promise.all(standIns.map((id) => ssr.render(pathOf(id), [[keyOf(kind, id), null]]))).then(
      ([first, second]) => {
        // The query state holds the id in its key (and the render's time): it is not compared.
        const general = (one: Rendered, id: string) => `${one.title}\n${one.html}`.replaceAll(id, '{id}');
        return general(first!, standIns[0]) === general(second!, standIns[1]) ? first! : null;
      },
      () => null,
    );
    notFoundRenders.set(shape, { at: performance.now(), rendered });
    return rendered;
  }

  /**
   * The head tags of a record's page: none found, a vacancy the team ended, an article, or a vacancy
   * (open, or past its deadline: then out of search results, as an ended one, and without JobPosting).
   */
  async function metaOf(record: ArticlePage | JobPageAnswer | null, rendered: Rendered, path: string): Promise<string[]> {
    const noindex = '<meta name="robots" content="noindex">';
    if (!record) return [noindex];
    if ('ended' in record) return [`<meta name="description" content="${escapeHtml(rendered.description)}">`, noindex];
    if (!('applicationsOpen' in record)) return articleMeta(record, rendered.title, siteUrl);
    const url = `${siteUrl}${path}`;
    return [
      `<meta name="description" content="${escapeHtml(record.summary)}">`,
      `<link rel="canonical" href="${url}">`,
      ...shareTags({ url, title: rendered.title, description: record.summary, origin: siteUrl }),
      // A vacancy past its deadline keeps its page for those who have its link, out of search results.
      record.applicationsOpen
        ? jsonLdElement(jobPostingData(record, { url, origin: siteUrl, datePosted: await jobPostedOn(store, record.id) }))
        : noindex,
    ];
  }

  /** The page with its record (or null: not found), compressed once when it is rendered, and its status. */
  async function render(kind: RecordKind, rawId: string, path: string): Promise<RenderedPage> {
    const record = await findRecord(kind, rawId);
    const shared = record === null && isRecordId(rawId) ? await notFoundRender(kind, rawId, path) : null;
    const rendered: Rendered = shared
      ? {
          title: shared.title.replaceAll(standIns[0], rawId),
          description: shared.description,
          html: shared.html.replaceAll(standIns[0], rawId),
          queryState: shared.queryState.replaceAll(standIns[0], rawId),
        }
      : await ssr.render(path, [[keyOf(kind, rawId), record]]);
    const meta = await metaOf(record, rendered, path);
    const html = Buffer.from(fillTemplate(templates[kind], { ...rendered, meta }));
    const page: Representations = {
      type: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      etag: contentEtag(html),
      identity: html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(html, { level: 6 }),
    };
    const status: PageStatus = !record ? 404 : 'ended' in record && record.ended === 'withdrawn' ? 410 : 200;
    return { status, page } satisfies RenderedPage;
  }

  return {
    /** The page of a record path; `rawId` is the path's parameter as the browser's router sees it. */
    async page(kind: RecordKind, rawId: string, path: string): Promise<RenderedPage> {
      const known = found.get(path);
      if (known) return known;
      const missing = notFound.get(path);
      if (missing) return missing;
      const rendered = await render(kind, rawId, path);
      (rendered.status === 404 ? notFound : found).set(path, rendered);
      return rendered;
    },
    /** The store changed (a vacancy or an article was added, closed or unpublished). */
    invalidate() {
      found.clear();
      notFound.clear();
      notFoundRenders.clear();
    },
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;
