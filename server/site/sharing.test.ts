import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { jobVacancies } from '../store/schema';
import { openTestStore } from '../test/test-app';

/**
 * What search engines, feed readers and link previews read of the built site (needs `npm run build`):
 * the sitemap and the feed made from the store, share tags and structured data on the pages, the
 * icons and the manifest, all under PUBLIC_ORIGIN.
 */
const opened = (await openTestStore('pglite'))!;
const origin = 'https://www.voltasystems.test';
const app = await buildApp({
  config: { distDir: 'dist', trustProxy: false, rateLimitMax: 1000, logLevel: 'silent', publicOrigin: origin },
  store: opened.store,
  logger: false,
});
afterAll(async () => {
  await app.close();
  await opened.dispose();
});

/** The content of each `<meta property|name=… content=…>` of a page. */
function metaOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) found[key!] = content!;
  return found;
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!));
}

describe('the sitemap, robots.txt and the blog feed', () => {
  it('lists the indexed pages, each open vacancy and each published article under PUBLIC_ORIGIN', async () => {
    const answer = await app.inject({ url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(locations).toContain(`${origin}/`);
    expect(locations).toContain(`${origin}/about`);
    expect(locations).toContain(`${origin}/careers/1`);
    expect(locations).toContain(`${origin}/careers/8`);
    // Articles at their canonical addresses, /blog/<slug>.
    expect(locations).toContain(`${origin}/blog/launching-bundles-faster-what-a-modern-telecom-activation-platform-should-offer`);
    expect(locations.filter((url) => /\/blog\/\d+$/.test(url!))).toEqual([]);
    expect(locations).not.toContain(`${origin}/unsubscribe`);
    expect(answer.body).not.toContain('www.example.com');
    expect(answer.body).toContain(
      '<loc>https://www.voltasystems.test/blog/five-cybersecurity-practices-every-business-should-adopt-in-2025</loc><lastmod>2025-03-12</lastmod>',
    );
  });

  it('drops a vacancy from the sitemap once it closes and adds a new one, as soon as the store is said to change', async () => {
    const [added] = await opened.store.db
      .insert(jobVacancies)
      .values({
        title: 'Site Reliability Engineer',
        category: 'Engineer',
        type: 'Backend',
        roleType: 'Full Time',
        location: 'Accra, Ghana',
        deadline: '2099-12-31',
        techSkills: ['Linux'],
        roleDescription: 'Keep it running.',
        summary: 'Keep the platforms up.',
        descriptionTitle: 'What you will do',
        description: 'You will:',
        descriptionPoints: ['Be on call'],
        technicalRequirements: ['Linux'],
        softSkillsRequirement: ['Calm'],
        createdAt: opened.store.clock(),
      })
      .returning({ id: jobVacancies.id });
    await opened.store.db.update(jobVacancies).set({ status: 'closed' }).where(eq(jobVacancies.id, 2));
    app.storeChanged();
    const body = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain(`<loc>${origin}/careers/${added!.id}</loc>`);
    expect(body).not.toContain(`<loc>${origin}/careers/2</loc>`);
    await opened.store.db.update(jobVacancies).set({ status: 'open' }).where(eq(jobVacancies.id, 2));
    app.storeChanged();
  });

  it('robots.txt allows everything and names the sitemap under PUBLIC_ORIGIN', async () => {
    const answer = await app.inject({ url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  it('the blog has an Atom feed of its articles, newest first, linking to their pages', async () => {
    const answer = await app.inject({ url: '/blog/feed.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(answer.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(answer.body).toContain(`<link rel="self" type="application/atom+xml" href="${origin}/blog/feed.xml"/>`);
    const published = [...answer.body.matchAll(/<published>([^<]+)<\/published>/g)].map(([, day]) => day!);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect([...published].sort().reverse()).toEqual(published);
    expect(answer.body).toContain(
      `<link rel="alternate" type="text/html" href="${origin}/blog/five-cybersecurity-practices-every-business-should-adopt-in-2025"/>`,
    );
    expect(answer.body).not.toMatch(new RegExp(`href="${origin}/blog/\\d+"`));
  });
});

describe('the pages shared and indexed', () => {
  it('a prerendered page has its canonical link, Open Graph and Twitter tags with the share image, under PUBLIC_ORIGIN', async () => {
    const html = (await app.inject({ url: '/about' })).body;
    expect(html).toContain(`<link rel="canonical" href="${origin}/about">`);
    const meta = metaOf(html);
    expect(meta['og:title']).toBe('About Us – Volta Systems');
    expect(meta['og:url']).toBe(`${origin}/about`);
    expect(meta['og:type']).toBe('website');
    expect(meta['og:description']).toBe(meta.description);
    expect(meta['og:image']).toBe(`${origin}/social-card.png`);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['twitter:image']).toBe(`${origin}/social-card.png`);
    expect(html).not.toContain('www.example.com');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="Volta Systems blog" href="/blog/feed.xml">');
  });

  it('each prerendered page has a title and description of its own, a portfolio project its name', async () => {
    const titles = new Map<string, string>();
    for (const path of ['/', '/about', '/portfolio/nabs-web', '/portfolio/my-mtn', '/pns/services/voice-applications']) {
      const html = (await app.inject({ url: path })).body;
      titles.set(path, /<title>([^<]+)<\/title>/.exec(html)![1]!);
      expect(metaOf(html)['og:title']).toBe(titles.get(path));
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
    expect(titles.get('/portfolio/nabs-web')).toMatch(/^[^–]+ – Portfolio – Volta Systems$/);
    expect(titles.get('/portfolio/nabs-web')).not.toBe('Project – Volta Systems');
  });

  it("a job's page is titled by the job, shares its summary and describes a JobPosting", async () => {
    const html = (await app.inject({ url: '/careers/8' })).body;
    const [job] = await opened.store.db.select().from(jobVacancies).where(eq(jobVacancies.id, 8));
    expect(html).toContain(`<title>${job!.title} – Careers – Volta Systems</title>`);
    const meta = metaOf(html);
    expect(meta['og:title']).toBe(`${job!.title} – Careers – Volta Systems`);
    expect(meta['og:description']).toBe(job!.summary);
    expect(meta['og:url']).toBe(`${origin}/careers/8`);
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job!.title,
      validThrough: `${job!.deadline}T23:59:59Z`,
      datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      employmentType: expect.stringMatching(/^(FULL_TIME|PART_TIME|CONTRACTOR|INTERN|OTHER)$/),
      hiringOrganization: { '@type': 'Organization', name: 'Volta Systems Limited' },
      url: `${origin}/careers/8`,
    });
    expect(typeof posting!.description).toBe('string');
    expect('jobLocation' in posting! || posting!.jobLocationType === 'TELECOMMUTE').toBe(true);
  });

  it('a remote job is a TELECOMMUTE posting open to applicants in Ghana', async () => {
    const [remote] = await opened.store.db.select().from(jobVacancies).where(eq(jobVacancies.location, 'Remote')).limit(1);
    const [posting] = jsonLdOf((await app.inject({ url: `/careers/${remote!.id}` })).body);
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Ghana' } });
  });

  it("an article's page is an article to share with its own picture, and describes a BlogPosting, at its slug's address", async () => {
    const html = (await app.inject({ url: '/blog/1' })).body;
    const canonical = `${origin}/blog/five-cybersecurity-practices-every-business-should-adopt-in-2025`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    // The same page by its slug (the query state's key names the address it was asked by).
    const main = (page: string) => /<main[\s\S]*<\/main>/.exec(page)?.[0];
    const bySlug = (await app.inject({ url: '/blog/five-cybersecurity-practices-every-business-should-adopt-in-2025' })).body;
    expect(main(bySlug)).toBe(main(html));
    expect(bySlug).toContain(`<link rel="canonical" href="${canonical}">`);
    const meta = metaOf(html);
    expect(meta['og:url']).toBe(canonical);
    expect(meta['og:image']).toMatch(new RegExp(`^${origin}/media/[0-9a-f]{64}\\.jpg$`));
    expect([meta['og:image:width'], meta['og:image:height'], meta['og:image:alt']]).toEqual([
      '1200',
      '630',
      'A red shield with a padlock on a dark circuit board.',
    ]);
    expect(meta['twitter:image']).toBe(meta['og:image']);
    const shared = await app.inject({ url: meta['og:image']!.slice(origin.length) });
    expect([shared.statusCode, shared.headers['content-type'], shared.headers['cache-control']]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=31536000, immutable',
    ]);
    expect(meta['og:type']).toBe('article');
    expect(meta['article:published_time']).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(html).toMatch(/<title>[^<]+ – Blog – Volta Systems<\/title>/);
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: expect.any(String),
      datePublished: meta['article:published_time'],
      author: { '@type': 'Person', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: 'Volta Systems Limited' },
      image: { url: meta['og:image'], width: 1200, height: 630 },
      url: canonical,
    });
  });

  it('a record page that is not found is not shared or indexed', async () => {
    const html = (await app.inject({ url: '/careers/987654' })).body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(metaOf(html)['og:title']).toBeUndefined();
    expect(jsonLdOf(html)).toEqual([]);
  });
});

describe('icons and the web manifest', () => {
  it.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
    ['/social-card.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('%s answers 200 as %s', async (url, type) => {
    const answer = await app.inject({ url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
  });

  it('the manifest names the company, its start page and icons that exist', async () => {
    const manifest = (await app.inject({ url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: 'Volta Systems', start_url: '/', display: 'minimal-ui' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of manifest.icons) expect((await app.inject({ url: icon.src })).statusCode, icon.src).toBe(200);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
