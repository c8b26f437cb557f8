import * as z from 'zod/mini';
import { validationMessages } from './content';
import { recordId } from './fields';
import { pageQuery } from './paging';

/** GET /api/articles/get-all-articles and POST /api/article/get-all-articles (spec section 7). */

export const articleListQuery = pageQuery;

/** A published article as the blog list shows it. `date` is the publication day, YYYY-MM-DD. */
const articleListItem = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  date: z.string(),
  author: z.string(),
  authorRole: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItem>;

/** The answer of the list call: one page of items and the count of all. */
export const articleListAnswer = z.object({ items: z.array(articleListItem), total: z.number(), pageNo: z.number(), pageSize: z.number() });
export type ArticleListAnswer = z.infer<typeof articleListAnswer>;

/** One numbered point of an article's body (spec section 3). */
const articlePoint = z.object({
  pointNumber: z.number(),
  pointTitle: z.string(),
  pointDescription: z.string(),
});
export type ArticlePoint = z.infer<typeof articlePoint>;

/** A whole article: the list fields and the content of spec section 3. */
const articleDetail = z.object({
  ...articleListItem.shape,
  longDescription: z.string(),
  pointsHeading: z.string(),
  points: z.array(articlePoint),
  closingParagraphs: z.array(z.string()),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** POST /api/article/get-article-by-id: one published article, for its page. */
export const articleByIdBody = z.object({ id: recordId(validationMessages.articleId) });
export type ArticleByIdBody = z.input<typeof articleByIdBody>;

/** Its answer: the article and four other published articles, newest first. */
export const articlePage = z.object({ ...articleDetail.shape, related: z.array(articleListItem) });
export type ArticlePage = z.infer<typeof articlePage>;
