import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ArticleDetail, ArticleListAnswer, ArticleListItem, ArticlePage, Picture } from '../../src/contracts/articles';
import type { PageQuery } from '../../src/contracts/paging';
import type { Executor } from './database';
import { articleImages, articles } from './schema';

type ArticleRow = typeof articles.$inferSelect;
type ImageRow = Pick<typeof articleImages.$inferSelect, 'articleId' | 'role' | 'format' | 'width' | 'height' | 'sha256'>;

/** Where a picture's file is served (server/site/media.ts), or written beside a preview (`media/`). */
export const mediaPath = (image: Pick<ImageRow, 'sha256' | 'format'>, base = '/media/') =>
  `${base}${image.sha256}.${image.format === 'jpeg' ? 'jpg' : image.format}`;

/** One use of a picture (hero or card) as the page's <picture> takes it; null when there are no files. */
function pictureOf(images: readonly ImageRow[], role: 'hero' | 'card', alt: string, base?: string): Picture | null {
  const own = images.filter((image) => image.role === role).sort((a, b) => a.width - b.width);
  const jpegs = own.filter((image) => image.format === 'jpeg');
  const largest = jpegs[jpegs.length - 1];
  if (!largest) return null;
  const srcset = (format: ImageRow['format']) =>
    own
      .filter((image) => image.format === format)
      .map((image) => `${mediaPath(image, base)} ${image.width}w`)
      .join(', ');
  // The fallback: the middle size, for a browser that takes no srcset.
  const fallback = jpegs[Math.floor((jpegs.length - 1) / 2)]!;
  return {
    alt,
    width: largest.width,
    height: largest.height,
    src: mediaPath(fallback, base),
    avif: srcset('avif'),
    webp: srcset('webp'),
    jpeg: srcset('jpeg'),
  };
}

function shareImageOf(images: readonly ImageRow[], base?: string): ArticleDetail['shareImage'] {
  const share = images.find((image) => image.role === 'share');
  return share ? { src: mediaPath(share, base), width: share.width, height: share.height } : null;
}

function listItem(row: ArticleRow, images: readonly ImageRow[], base?: string): ArticleListItem {
  const { id, slug, title, summary, author, authorRole } = row;
  const image = row.imageAlt === null ? null : pictureOf(images, 'card', row.imageAlt, base);
  return { id, slug, title, summary, date: row.publishedOn, author, authorRole, image };
}

/** The article as its page shows it: its Markdown fields as the renderer's HTML, its pictures' files. */
export function articleDetail(row: ArticleRow, images: readonly ImageRow[], base?: string): ArticleDetail {
  const { pointsHeading, points, rendered } = row;
  return {
    ...listItem(row, images, base),
    hero: row.imageAlt === null ? null : pictureOf(images, 'hero', row.imageAlt, base),
    shareImage: shareImageOf(images, base),
    longDescriptionHtml: rendered.longDescription,
    pointsHeading,
    points: points.map((point, index) => ({
      pointNumber: point.pointNumber,
      pointTitle: point.pointTitle,
      pointDescriptionHtml: rendered.points[index] ?? '',
    })),
    bodyHtml: rendered.body,
  };
}

/** The image rows of these articles (only the uses named, when given). */
async function imagesOf(db: Executor, ids: readonly number[], roles?: readonly ImageRow['role'][]): Promise<ImageRow[]> {
  if (!ids.length) return [];
  const columns = {
    articleId: articleImages.articleId,
    role: articleImages.role,
    format: articleImages.format,
    width: articleImages.width,
    height: articleImages.height,
    sha256: articleImages.sha256,
  };
  const where = inArray(articleImages.articleId, [...ids]);
  return db
    .select(columns)
    .from(articleImages)
    .where(roles ? and(where, inArray(articleImages.role, [...roles])) : where)
    .orderBy(asc(articleImages.id));
}

const ofArticle = (images: readonly ImageRow[], id: number) => images.filter((image) => image.articleId === id);

const isPublished = eq(articles.status, 'published');

/** Published articles, newest first. */
export async function listPublishedArticles(db: Executor, { pageNo, pageSize }: PageQuery): Promise<ArticleListAnswer> {
  const rows = await db
    .select()
    .from(articles)
    .where(isPublished)
    .orderBy(desc(articles.publishedOn), desc(articles.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(articles).where(isPublished);
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
    ['card'],
  );
  return { items: rows.map((row) => listItem(row, ofArticle(images, row.id))), total: total?.value ?? 0, pageNo, pageSize };
}

/** A published article by its id or its slug, or null. */
async function findPublishedArticle(db: Executor, idOrSlug: number | string): Promise<ArticleDetail | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(typeof idOrSlug === 'number' ? eq(articles.id, idOrSlug) : eq(articles.slug, idOrSlug), isPublished));
  return row ? articleDetail(row, await imagesOf(db, [row.id])) : null;
}

/** How many 'Related articles' an article page shows (spec section 9). */
const relatedCount = 4;

/** A published article (by id or slug) with four other published articles, newest first. */
export async function findArticlePage(db: Executor, idOrSlug: number | string): Promise<ArticlePage | null> {
  const article = await findPublishedArticle(db, idOrSlug);
  if (!article) return null;
  const related = await db
    .select()
    .from(articles)
    .where(and(isPublished, ne(articles.id, article.id)))
    .orderBy(desc(articles.publishedOn), desc(articles.id))
    .limit(relatedCount);
  const images = await imagesOf(
    db,
    related.map((row) => row.id),
    ['card'],
  );
  return { ...article, related: related.map((row) => listItem(row, ofArticle(images, row.id))) };
}
