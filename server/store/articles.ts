import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { ArticleDetail, ArticleListAnswer, ArticleListItem, ArticlePage } from '../../src/contracts/articles';
import type { NewArticle } from '../../src/contracts/new-article';
import type { PageQuery } from '../../src/contracts/paging';
import type { Executor } from './database';
import { articles } from './schema';

type ArticleRow = typeof articles.$inferSelect;

export function articleValues(article: NewArticle): typeof articles.$inferInsert {
  const { date, ...rest } = article;
  return { ...rest, publishedOn: date };
}

function listItem(row: ArticleRow): ArticleListItem {
  const { id, title, summary, author, authorRole } = row;
  return { id, title, summary, date: row.publishedOn, author, authorRole };
}

function detail(row: ArticleRow): ArticleDetail {
  const { longDescription, pointsHeading, points, closingParagraphs } = row;
  return { ...listItem(row), longDescription, pointsHeading, points, closingParagraphs };
}

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
  return { items: rows.map(listItem), total: total?.value ?? 0, pageNo, pageSize };
}

export async function findPublishedArticle(db: Executor, id: number): Promise<ArticleDetail | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isPublished));
  return row ? detail(row) : null;
}

/** How many 'Related articles' an article page shows (spec section 9). */
const relatedCount = 4;

/** A published article with four other published articles, newest first. */
export async function findArticlePage(db: Executor, id: number): Promise<ArticlePage | null> {
  const article = await findPublishedArticle(db, id);
  if (!article) return null;
  const related = await db
    .select()
    .from(articles)
    .where(and(isPublished, ne(articles.id, id)))
    .orderBy(desc(articles.publishedOn), desc(articles.id))
    .limit(relatedCount);
  return { ...article, related: related.map(listItem) };
}
