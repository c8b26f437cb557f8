import { and, eq, ne } from 'drizzle-orm';
import { slugFromTitle } from '../../src/contracts/article-slug';
import type { NewArticle } from '../../src/contracts/new-article';
import { renderInlineMarkdown, renderMarkdown, rendererVersion } from '../../src/markdown/markdown';
import type { Executor } from './database';
import type { FileStore } from './file-store';
import { articleImages, articles, type RenderedArticle } from './schema';
import { deriveArticleImages, type DerivedImage } from './article-images';

/**
 * How an article is written into the store, the same for `articles publish` and `edit` (directly or
 * through the server's admin socket) and for the seed: its Markdown rendered to sanitised HTML and its
 * picture made into its files (article-images.ts), both before the transaction that writes its rows.
 */

/** The picture a record file names, read by whoever read the file. */
export type SourceImage = { content: Buffer; name: string };

type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'status' | 'createdAt'>;
type ImageValues = Omit<typeof articleImages.$inferInsert, 'id' | 'articleId' | 'createdAt'>;

/** An article ready to be written: its row's values and its pictures' rows (their files already kept). */
export type PreparedArticle = { values: ArticleValues; images: ImageValues[] };

/** The HTML of an article's Markdown fields: the one place the renderer is called for the store. */
export function renderArticleText(fields: Pick<NewArticle, 'longDescription' | 'points' | 'body'>): RenderedArticle {
  return {
    longDescription: renderInlineMarkdown(fields.longDescription),
    points: fields.points.map((point) => renderInlineMarkdown(point.pointDescription)),
    body: renderMarkdown(fields.body),
  };
}

/** Keeps one of a picture's files (the file store, or a preview's folder); answers its content address. */
export type KeepFile = (image: DerivedImage) => Promise<string>;

/** The file store as a KeepFile: durable before any row names the file. */
export const keepIn =
  (files: FileStore): KeepFile =>
  (image) =>
    files.put(image.content);

/**
 * The row's values of an article (its slug from its title unless it gives one) and its picture's rows,
 * the picture made into its files and each file kept first.
 */
export async function prepareArticle(article: NewArticle, source: SourceImage | undefined, keep: KeepFile): Promise<PreparedArticle> {
  const derived = source ? await deriveArticleImages(source.content, source.name) : [];
  const addresses = await Promise.all(derived.map(keep));
  // The picture's path was the file's business: the row keeps what it shows (imageAlt).
  const { title, summary, author, authorRole, longDescription, pointsHeading, points, body, date, slug, imageAlt } = article;
  return {
    values: {
      title,
      summary,
      author,
      authorRole,
      longDescription,
      pointsHeading,
      points,
      body,
      slug: slug ?? slugFromTitle(article.title),
      publishedOn: date,
      rendered: renderArticleText(article),
      renderedWith: rendererVersion,
      imageAlt: source ? (imageAlt ?? '') : null,
    },
    images: derived.map(({ content, ...rest }, index) => ({ ...rest, size: content.length, sha256: addresses[index]! })),
  };
}

/** Another article with this slug (not `exceptId`), or undefined. */
export async function slugHolder(db: Executor, slug: string, exceptId?: number) {
  const [holder] = await db
    .select({ id: articles.id, title: articles.title, status: articles.status })
    .from(articles)
    .where(exceptId === undefined ? eq(articles.slug, slug) : and(eq(articles.slug, slug), ne(articles.id, exceptId)));
  return holder;
}

/** Inserts an article, published at `at`, with its pictures' rows; answers its id. */
export async function insertArticle(tx: Executor, prepared: PreparedArticle, at: Date): Promise<number> {
  const [row] = await tx
    .insert(articles)
    .values({ ...prepared.values, createdAt: at })
    .returning({ id: articles.id });
  await writeImageRows(tx, row!.id, prepared.images, at);
  return row!.id;
}

/** Replaces an article's content and pictures; its id and status stay. */
export async function replaceArticle(tx: Executor, id: number, prepared: PreparedArticle, at: Date): Promise<void> {
  await tx.update(articles).set(prepared.values).where(eq(articles.id, id));
  await tx.delete(articleImages).where(eq(articleImages.articleId, id));
  await writeImageRows(tx, id, prepared.images, at);
}

async function writeImageRows(tx: Executor, articleId: number, images: readonly ImageValues[], at: Date): Promise<void> {
  if (images.length) await tx.insert(articleImages).values(images.map((image) => ({ ...image, articleId, createdAt: at })));
}
