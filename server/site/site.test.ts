import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutesFile, type SiteRoute } from '../../src/route-table/build-facts';
import { buildApp } from '../app';
import { articles, jobVacancies } from '../store/schema';
import { openTestStore } from '../test/test-app';

/** The built site over HTTP (needs `npm run build`, which npm test runs first). */
const dist = 'dist';
const routes = JSON.parse(readFileSync(join(dist, siteRoutesFile), 'utf8')) as SiteRoute[];
const pagePaths = routes.filter((route) => route.page !== 'not-found').flatMap((route) => route.paths.map(({ path }) => path));
const video = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.mp4'))!;
const script = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js') && existsSync(join(dist, 'assets', `${file}.br`)))!;

const opened = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof buildApp>>;
let behindTls: Awaited<ReturnType<typeof buildApp>>;
const config = { distDir: dist, rateLimitMax: 1000, logLevel: 'silent' };

beforeAll(async () => {
  app = await buildApp({ config: { ...config, trustProxy: false }, store: opened.store, logger: false });
  behindTls = await buildApp({ config: { ...config, trustProxy: 1 }, store: opened.store, logger: false });
});
afterAll(async () => {
  await app.close();
  await behindTls.close();
  await opened.dispose();
});

describe('the site over HTTP', () => {
  it('answers every prerendered page with 200, HTML, no-cache and its security headers', async () => {
    expect(pagePaths.length).toBeGreaterThanOrEqual(23);
    for (const path of pagePaths) {
      const answer = await app.inject({ url: path });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.body, path).toContain('<div id="root">');
    }
  });

  it('answers an unknown path and an unknown portfolio id with the not-found page and 404', async () => {
    for (const path of ['/no-such-page', '/portfolio/ftx', '/careers/1/extra', '/about/../nowhere']) {
      const answer = await app.inject({ url: path });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('Page Error');
    }
  });

  it('says a vacancy is closed once it is, and answers 404 for an article once unpublished, when told the store changed', async () => {
    expect((await app.inject({ url: '/careers/8' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/blog/6' })).statusCode).toBe(200);
    await opened.store.db.update(jobVacancies).set({ status: 'closed' }).where(eq(jobVacancies.id, 8));
    await opened.store.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, 6));
    // Until told, the cached pages are still served (for at most a minute)...
    expect((await app.inject({ url: '/careers/8' })).body).not.toContain('This position has been closed.');
    app.storeChanged();
    const closed = await app.inject({ url: '/careers/8' });
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('This position has been closed.');
    expect((await app.inject({ url: '/blog/6' })).statusCode).toBe(404);
    const similar = await app.inject({ method: 'POST', url: '/api/job-vacancy/get-job-by-id', payload: { id: 7 } });
    expect(similar.json().similarRoles.map((role: { id: number }) => role.id)).not.toContain(8);
  });

  it('refuses a malformed address with a 400 problem', async () => {
    const answer = await app.inject({ url: '/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400 });
  });

  it('renders job and article pages from the store, and 404 for an id it does not hold', async () => {
    const job = await app.inject({ url: '/careers/7' });
    expect(job.statusCode).toBe(200);
    expect(job.body).toMatch(/<h1[^>]*>Accountant<\/h1>/);
    expect(job.body).toContain('<script type="application/json" id="query-state">');
    expect(job.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ url: '/careers/7', headers: { 'if-none-match': String(job.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const brotli = await app.inject({ url: '/blog/1', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    for (const path of ['/careers/42', '/careers/0', '/careers/abc', '/blog/999']) {
      const missing = await app.inject({ url: path });
      expect(missing.statusCode, path).toBe(404);
      expect(missing.body).toContain('Page Error');
    }
  });

  it('answers a record path whose id breaks the one id rule with the not-found page, as the router renders it', async () => {
    const notFound = readFileSync(join(dist, '404.html'), 'utf8');
    for (const path of ['/careers/01', '/careers/0', '/blog/007', '/careers/1234567890', '/careers/1e3']) {
      const answer = await app.inject({ url: path });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).toBe(notFound);
    }
    expect((await app.inject({ url: '/careers/1' })).statusCode).toBe(200);
  });

  it('sends the brotli or gzip file made at build time, and says it varies', async () => {
    const brotli = await app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(join(dist, 'assets', `${script}.br`)))).toBe(true);
    expect(brotli.headers.vary).toContain('accept-encoding');
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year and revalidates the rest with ETag (304)', async () => {
    const asset = await app.inject({ url: `/assets/${script}` });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/about' });
    const etag = page.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/about', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ url: '/frontend-config.json?t=1' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves video by byte range (206)', async () => {
    const size = readFileSync(join(dist, 'assets', video)).length;
    const answer = await app.inject({ url: `/assets/${video}`, headers: { range: 'bytes=0-99' } });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(answer.rawPayload).toHaveLength(100);
    expect(answer.headers['accept-ranges']).toBe('bytes');
    const outside = await app.inject({ url: `/assets/${video}`, headers: { range: `bytes=${size + 10}-` } });
    expect(outside.statusCode).toBe(416);
  });

  it('answers HEAD like GET without a body, and other methods on pages with 405', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/careers' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const answer = await app.inject({
        method,
        url: '/about',
        payload: 'x=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.statusCode, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
  });

  it('sends a strict content security policy and the other security headers', async () => {
    const { headers } = await app.inject({ url: '/' });
    const policy = String(headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
    const tls = await behindTls.inject({ url: '/' });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('does not serve build metadata or escape the site folder', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/site-routes.json', '/../package.json', '/%2e%2e/package.json']) {
      expect((await app.inject({ url: path })).statusCode, path).toBe(404);
    }
  });
});
