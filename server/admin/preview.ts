import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NewArticle } from '../../src/contracts/new-article';
import type * as SsrModule from '../../src/render/entries/prerender';
import { templateFile } from '../../src/route-table/build-facts';
import { articlePath } from '../../src/routes/paths';
import { prepareArticle, type SourceImage } from '../store/article-writing';
import { articleDetail, mediaPath } from '../store/articles';
import type { articles } from '../store/schema';
import { articleMeta, fillTemplate } from '../../src/render/entries/page-template';
import { BadInputError } from '../domain/errors';

/**
 * `articles preview FILE --out DIR`: the page an article file would make, written into DIR without
 * opening the store. The site's own render (the SSR module and the template of the last build, as
 * the server renders an article's page) of the article made by the code that publishes it (its
 * Markdown rendered, its picture made into its files, here DIR/media/), then made to work from the
 * disk: no scripts (a page opened from a file cannot load modules or call the API, and the page reads
 * without them), the stylesheets switched on and copied into DIR/assets/ with the fonts they name.
 */
export async function writePreview(
  article: NewArticle,
  image: SourceImage | undefined,
  outDir: string,
  distDir: string,
  at: Date,
): Promise<{ index: string; slug: string }> {
  const ssrFile = resolve(distDir, '..', 'dist-ssr', 'prerender.js');
  const template = join(distDir, templateFile('blog-article'));
  if (!existsSync(ssrFile) || !existsSync(template)) {
    throw new BadInputError(`There is no built site in ${distDir} to render the page with: run \`npm run build\` first.`);
  }
  await mkdir(join(outDir, 'media'), { recursive: true });
  const prepared = await prepareArticle(article, image, async (derived) => {
    const sha256 = createHash('sha256').update(derived.content).digest('hex');
    await writeFile(join(outDir, mediaPath({ sha256, format: derived.format }, 'media/')), derived.content);
    return sha256;
  });
  const row = { ...prepared.values, id: 0, status: 'published', createdAt: at } as typeof articles.$inferSelect;
  const images = prepared.images.map((image) => ({ ...image, articleId: 0 }));
  const record = { ...articleDetail(row, images, 'media/'), related: [] };

  const ssr = (await import(pathToFileURL(ssrFile).href)) as typeof SsrModule;
  const path = articlePath(record.slug);
  const rendered = await ssr.render(path, [[ssr.pageQueryKeys.article(record.slug), record]]);
  const page = fillTemplate(await readFile(template, 'utf8'), { ...rendered, meta: articleMeta(record, rendered.title, ssr.siteUrl) });
  const { html, assets } = staticPage(page);
  await mkdir(join(outDir, 'assets'), { recursive: true });
  for (const asset of assets) await copyAsset(distDir, outDir, asset);
  const index = join(outDir, 'index.html');
  await writeFile(index, html);
  return { index, slug: record.slug };
}

/** The page without scripts, its stylesheets on, its assets' paths relative; and the assets it names. */
function staticPage(page: string): { html: string; assets: Set<string> } {
  // The boot script names the stylesheets it would load after the first paint (the fonts').
  const later = [...page.matchAll(/data-styles='([^']*)'/g)].flatMap(([, list]) => JSON.parse(list!) as string[]);
  const html = page
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/(<link rel="stylesheet" href="[^"]+") disabled>/g, '$1>')
    .replace('</head>', `${later.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>`)
    .replace(/(["'(])\/assets\//g, '$1assets/');
  return { html, assets: new Set([...html.matchAll(/assets\/[\w.-]+/g)].map(([name]) => name)) };
}

/** Copies one of the build's assets; a stylesheet with the fonts and pictures it names, its paths made relative. */
async function copyAsset(distDir: string, outDir: string, asset: string): Promise<void> {
  const from = join(distDir, asset);
  if (!existsSync(from)) return;
  if (!asset.endsWith('.css')) return copyFile(from, join(outDir, asset));
  const css = await readFile(from, 'utf8');
  await writeFile(join(outDir, asset), css.replace(/\/assets\//g, './'));
  for (const [name] of css.matchAll(/\/assets\/[\w.-]+/g)) await copyAsset(distDir, outDir, name.slice(1));
}
