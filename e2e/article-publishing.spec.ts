import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articleMarkdown, runAdmin, samplePicture } from '../server/test/admin-kit';
import { startServer, stopAllServers, type ServerProcess } from '../server/test/server-process';
import { expect, test } from './fixtures';

/**
 * An article written by the team in Markdown with a picture, published through the command line (the
 * running server's admin socket), as visitors, search engines and feed readers then see it; and an
 * article full of script-injection attempts, whose page runs none of them under the site's policy.
 * The suite runs its own server on its own store.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

const dataDir = mkdtempSync(join(tmpdir(), 'volta-articles-'));
const files = mkdtempSync(join(tmpdir(), 'volta-article-files-'));
let server: ServerProcess;
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).toString();

test.beforeAll(async () => {
  // A new store's first start: initdb, then the seed's pictures made into their files.
  test.setTimeout(90_000);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' });
  // The store's first account, the admin, then the marketing account that publishes (--as).
  for (const [email, role, as] of [
    ['ama@voltasystems.com', 'admin', []],
    ['efua@voltasystems.com', 'marketing', ['--as', 'ama@voltasystems.com']],
  ] as const) {
    const added = await runAdmin(['users', 'add', email, '--role', role, ...as], { DATA_DIR: dataDir, PUBLIC_ORIGIN: server.url });
    expect(added.code, added.stderr).toBe(0);
  }
});
test.afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
});

async function publish(name: string, markdown: string) {
  const path = join(files, name);
  writeFileSync(path, markdown);
  const run = await runAdmin(['articles', 'publish', path, '--as', 'efua@voltasystems.com'], { DATA_DIR: dataDir });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run.stdout;
}

const slug = 'ussd-still-pays-in-2026';
const title = 'USSD still pays in 2026';

test('an article published from Markdown with its picture is on the blog, on its page, in the feed and the sitemap', async ({
  page,
  visit,
}) => {
  writeFileSync(join(files, 'ussd.png'), await samplePicture({ r: 42, g: 157, b: 143 }));
  const said = await publish(
    'ussd.md',
    articleMarkdown({
      front: [`slug: ${slug}`, 'image: ./ussd.png', 'imageAlt: A teal field with a dark block.'],
      body: 'Please **talk to our voice team** or read [our voice applications page](/pns/services/voice-applications).',
    })
      .replace('title: USSD is not dead', `title: ${title}`)
      .replace('date: 2025-03-01', 'date: 2099-01-01'),
  );
  expect(said).toMatch(new RegExp(`^Published article \\d+ "${title}" at /blog/${slug}\\.\\n$`));

  // The blog: its card first (the newest), linking to its canonical address, with its own thumbnail.
  await visit(at('/blog'));
  const card = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${slug}`);
  const thumbnail = card.locator('img');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  const thumbnailSrc = await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(new URL(thumbnailSrc).pathname).toMatch(/^\/media\/[0-9a-f]{64}\.(avif|webp|jpg)$/);
  const others = await page
    .locator('main li img')
    .evaluateAll((images) => images.slice(1).map((image) => (image as HTMLImageElement).currentSrc));
  expect(others).not.toContain(thumbnailSrc);

  // Its page: the Markdown as elements, its own picture as the hero, with its shape.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main.locator('strong', { hasText: 'talk to our voice team' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'our voice applications page' })).toHaveAttribute('href', '/pns/services/voice-applications');
  await expect(main.getByText('**')).toHaveCount(0);
  const hero = main.getByRole('img', { name: 'A teal field with a dark block.' });
  await expect(hero).toHaveAttribute('width', '1600');
  await expect(hero).toHaveAttribute('height', '800');
  await expect(hero).toHaveJSProperty('complete', true);
  expect(new URL(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(/^\/media\/[0-9a-f]{64}\.avif$/);

  // Loaded afresh by its address, the page names it as its canonical one.
  await visit(at(`/blog/${slug}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.example.com/blog/${slug}`);

  const feed = await (await page.request.get(at('/blog/feed.xml'))).text();
  expect(feed).toContain(`<link rel="alternate" type="text/html" href="https://www.example.com/blog/${slug}"/>`);
  const sitemap = await (await page.request.get(at('/sitemap.xml'))).text();
  expect(sitemap).toContain(`<loc>https://www.example.com/blog/${slug}</loc><lastmod>2099-01-01</lastmod>`);
});

test("an article full of script-injection attempts runs none of them under the site's policy", async ({ page, visit }) => {
  const attacks = [
    '<script>window.__xss = 1</script>',
    '<img src=x onerror="window.__xss = 2">',
    '<svg onload="window.__xss = 3"></svg>',
    '[click](javascript:window.__xss=4)',
    '[entity](&#106;avascript:window.__xss=5)',
    '<iframe src="javascript:window.__xss=6"></iframe>',
    '<a href="/pns" onmouseover="window.__xss=7">hover</a>',
    '<style>body { display: none }</style>',
    '<div style="position:fixed;inset:0" onclick="window.__xss=8">cover</div>',
    '![x](javascript:window.__xss=9)',
    '<details open ontoggle="window.__xss=10">x</details>',
    '**Safe bold** and <b onclick="window.__xss=11">tags</b> gone.',
  ].join('\n\n');
  await publish(
    'attack.md',
    articleMarkdown({ front: ['slug: an-article-with-attacks'], body: attacks }).replace(
      'longDescription: Most of our subscribers still dial short codes every day.',
      'longDescription: \'Inline <img src=x onerror="window.__xss=12"> and [x](javascript:window.__xss=13)\'',
    ),
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await visit(at('/blog/an-article-with-attacks'));
  const article = page.getByRole('article');
  await expect(article.locator('strong', { hasText: 'Safe bold' })).toBeVisible();
  await article.getByText('hover').hover();
  // A block of raw HTML is left out whole, its text with it.
  await expect(article.getByText('cover')).toHaveCount(0);
  await article.getByText('tags').click();
  const found = await article.evaluate((element) => ({
    handlers: [...element.querySelectorAll('*')].flatMap((node) => node.getAttributeNames().filter((name) => name.startsWith('on'))),
    // The page's own icons are the only SVG it has (lucide's).
    styled: element.querySelectorAll('[style], style, script, iframe, object, embed, svg:not(.lucide), img[src="x"], details').length,
    links: [...element.querySelectorAll('a')]
      .map((link) => link.getAttribute('href'))
      .filter((href) => !/^(\/|https?:|mailto:|#)/.test(href ?? '')),
    xss: (window as unknown as { __xss?: number }).__xss,
  }));
  expect(found).toEqual({ handlers: [], styled: 0, links: [], xss: undefined });
  await expect(page.locator('body')).toBeVisible();
  expect(dialogs).toEqual([]);
  // The fixture fails the test on any console error, a breach of the content security policy included.
});
