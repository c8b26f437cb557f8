import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import { company } from '../../src/content/company';
import type { SiteRoute } from '../../src/route-table/build-facts';
import { blogFeedPath } from '../../src/routes/paths';
import type { Database } from '../store/database';
import { dayOf, type Clock } from '../clock';
import { takesApplications } from '../store/jobs';
import { articles, jobVacancies } from '../store/schema';

/**
 * What search engines and feed readers read, made from the store at request time, so that a vacancy
 * or an article added or closed appears or leaves within `freshForMs` (sooner: `invalidate`, which the
 * app calls when the store changes through it):
 * - `/sitemap.xml`: every indexed page of the route table, each vacancy taking applications and each
 *   published article (at its canonical address, /blog/<slug>);
 * - `/robots.txt`: everything allowed, and where the sitemap is;
 * - `/blog/feed.xml`: an Atom feed of the latest articles.
 * Absolute URLs use the site's public origin (PUBLIC_ORIGIN).
 */
export type DiscoveryOptions = { db: Database; clock: Clock; routes: readonly SiteRoute[]; origin: string };

const freshForMs = 60_000;
/** The feed's length: enough for a reader that looks in once a month. */
const feedEntries = 20;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The page path of a record route for one id or slug (`/careers/:id` → `/careers/7`; an article's canonical `/blog/<slug>`). */
const recordPath = (route: SiteRoute | undefined, id: number | string) => route?.path.replace(/:[^/]+/, String(id));

/** Midnight UTC of a store date (YYYY-MM-DD): Ghana keeps UTC all year. */
const dayInstant = (day: string) => `${day}T00:00:00Z`;

async function sitemap({ db, clock, routes, origin }: DiscoveryOptions): Promise<string> {
  const jobRoute = routes.find((route) => route.record === 'job');
  const articleRoute = routes.find((route) => route.record === 'article');
  const pages = routes.filter((route) => !route.noIndex && !route.record).flatMap((route) => route.paths.map(({ path }) => ({ path })));
  const jobs = jobRoute
    ? await db
        .select({ id: jobVacancies.id })
        .from(jobVacancies)
        .where(takesApplications(dayOf(clock())))
        .orderBy(asc(jobVacancies.id))
    : [];
  const posts = articleRoute
    ? await db
        .select({ slug: articles.slug, publishedOn: articles.publishedOn })
        .from(articles)
        .where(eq(articles.status, 'published'))
        .orderBy(asc(articles.id))
    : [];
  const entries = [
    ...pages,
    ...jobs.map((job) => ({ path: recordPath(jobRoute, job.id)! })),
    ...posts.map((post) => ({ path: recordPath(articleRoute, post.slug)!, lastmod: post.publishedOn })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(origin + entry.path)}</loc>${'lastmod' in entry ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

async function feed({ db, routes, origin }: DiscoveryOptions, feedPath: string): Promise<string> {
  const articleRoute = routes.find((route) => route.record === 'article');
  const listPath = routes.find((route) => route.page === 'blog')?.path ?? '/blog';
  const latest = await db
    .select({
      slug: articles.slug,
      title: articles.title,
      summary: articles.summary,
      author: articles.author,
      publishedOn: articles.publishedOn,
    })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(desc(articles.publishedOn), desc(articles.id))
    .limit(feedEntries);
  const updated = latest[0] ? dayInstant(latest[0].publishedOn) : '2014-01-01T00:00:00Z';
  const entries = latest.map((post) => {
    const url = escapeXml(origin + recordPath(articleRoute, post.slug));
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <id>${url}</id>`,
      `    <published>${dayInstant(post.publishedOn)}</published>`,
      `    <updated>${dayInstant(post.publishedOn)}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      `    <summary>${escapeXml(post.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(company.name)} blog</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(origin + feedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin + listPath)}"/>`,
    `  <id>${escapeXml(origin + listPath)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(company.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export type Discovery = { invalidate: () => void };

export function registerDiscovery(app: FastifyInstance, options: DiscoveryOptions): Discovery {
  const made = new Map<string, { at: number; text: Promise<string> }>();
  /** Each document at most once a `freshForMs`, whatever the number of crawlers asking. */
  const cached = (key: string, make: () => Promise<string>) => {
    const known = made.get(key);
    if (known && performance.now() - known.at < freshForMs) return known.text;
    const text = make();
    made.set(key, { at: performance.now(), text });
    // A failure (the store away) is not kept: the next request tries again.
    text.catch(() => made.delete(key));
    return text;
  };
  const atom = blogFeedPath;
  // Kept a minute by browsers and caches in between, as here.
  const answer = (type: string, key: string, make: () => Promise<string>) => async (_request: unknown, reply: FastifyReply) =>
    reply
      .type(type)
      .header('cache-control', 'public, max-age=60')
      .send(await cached(key, make));

  app.get(
    '/sitemap.xml',
    answer('application/xml; charset=utf-8', 'sitemap', () => sitemap(options)),
  );
  app.get(
    atom,
    answer('application/atom+xml; charset=utf-8', 'feed', () => feed(options, atom)),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${options.origin}/sitemap.xml\n`),
  );
  return { invalidate: () => made.clear() };
}
