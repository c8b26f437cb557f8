import { allRoutes, notFoundRoute } from './route-table';
import { concretePaths } from '../src/routes/route-facts';
import { expect, test } from './fixtures';

test.describe('prerendered pages', () => {
  test('every concrete path is served as HTML that already holds the frame and its h1', async ({ request }) => {
    for (const path of allRoutes.flatMap((route) => concretePaths(route))) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(concretePaths(notFoundRoute).includes(path) ? 404 : 200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      // Nothing is sent hidden for a script to reveal (React's outlined Suspense boundaries).
      expect(html, path).not.toContain('<!--$?-->');
      expect(html, path).toContain('aria-label="Main"');
      expect(html, path).toContain('<footer');
      expect(html, path).toMatch(/<title>[^<]+ – [^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+">/);
    }
  });

  test('each page loads its own chunk (its boot script names it)', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const about = await (await request.get('/about')).text();
    const chunk = (html: string, page: string) => html.match(new RegExp(`/assets/${page}-page-[\\w-]+\\.js`))?.[0];
    expect(chunk(home, 'home')).toBeTruthy();
    expect(chunk(about, 'about')).toBeTruthy();
    expect(home).not.toContain('about-page-');
  });

  test('a page paints from its HTML alone: its styles are inlined and not requested again', async ({ page, visit }) => {
    const stylesheets: string[] = [];
    // The web fonts' stylesheet, linked after the first paint where the largest paint is an image, is
    // not one of the page's (e2e/page-load.spec.ts checks it).
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'stylesheet' && !/\/web-fonts-[\w-]+\.css$/.test(path)) stylesheets.push(path);
    });
    for (const path of ['/about', '/careers/1', '/contact-us']) {
      await visit(path, { waitUntil: 'networkidle' });
      expect(stylesheets, path).toEqual([]);
    }
    // A page reached inside the app fetches its own stylesheet, which the first page did not inline.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => stylesheets.some((path) => /\/assets\/blog-page-[\w-]+\.css$/.test(path))).toBe(true);
  });

  test('job and article pages are rendered by the server from the store, with their data for hydration', async ({ request }) => {
    const job = await request.get('/careers/7');
    expect(job.status()).toBe(200);
    const html = await job.text();
    expect(html).toMatch(/<h1[^>]*>Accountant<\/h1>/);
    expect(html).toContain('<script type="application/json" id="query-state">');
    const article = await (await request.get('/blog/3')).text();
    expect(article).toMatch(/<h1[^>]*>USSD or mobile app: choosing the right channel for your customers<\/h1>/);
    for (const path of ['/careers/4242', '/careers/abc', '/blog/4242']) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text()).toContain('Page Error');
    }
  });

  test('sitemap.xml and robots.txt come from the route table', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/about', '/careers/1', '/portfolio/fttx-web', '/privacy-policy']) {
      expect(sitemap).toContain(`<loc>https://www.example.com${path}</loc>`);
    }
    // Articles at their canonical address, by slug (docs/decisions/182).
    expect(sitemap).toContain('<loc>https://www.example.com/blog/five-cybersecurity-practices-every-business-should-adopt-in-2025</loc>');
    expect(sitemap).not.toContain('<loc>https://www.example.com/blog/1</loc>');
    expect(sitemap).not.toContain('this-page-does-not-exist');
    expect(sitemap).not.toContain('/unsubscribe');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  test('content is readable and links work with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Pages from the store are whole without JavaScript too.
    await page.goto('/careers/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accountant');
    await expect(page.getByRole('heading', { level: 2, name: 'Similar Roles' })).toBeVisible();
    await page.goto('/blog/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('USSD or mobile app: choosing the right channel for your customers');
    await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('link')).toHaveCount(4);
    // The anniversary's photos, which a page with JavaScript asks for once it has hydrated, are drawn.
    await page.goto('/anniversary');
    const photos = page.getByRole('region', { name: 'Anniversary photos' }).getByRole('img');
    await expect(photos).toHaveCount(7);
    await photos.last().scrollIntoViewIfNeeded();
    for (const photo of await photos.all()) await expect(photo).toHaveJSProperty('complete', true);
    expect(await photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await context.close();
  });
});
