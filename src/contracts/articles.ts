import * as z from 'zod/mini';
import { validationMessages } from './content';
import { isArticleSlug } from './article-slug';
import { recordId } from './fields';
import { pageQuery } from './paging';

/** GET /api/articles/get-all-articles and POST /api/article/get-all-articles (spec section 7). */

export const articleListQuery = pageQuery;

/**
 * A picture in several files (server/store/article-images.ts): `avif`, `webp` and `jpeg` are srcset
 * lists ("/media/<sha256>.avif 480w, ..."), `src` the JPEG for browsers without srcset, `width` and
 * `height` the shape it is shown in (so nothing moves while it loads), `alt` what it shows.
 */
const picture = z.object({
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  src: z.string(),
  avif: z.string(),
  webp: z.string(),
  jpeg: z.string(),
});
export type Picture = z.infer<typeof picture>;

/** A published article as the blog list shows it. `date` is the publication day, YYYY-MM-DD. */
const articleListItem = z.object({
  id: z.number(),
  /** Its canonical address is /blog/<slug>. */
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  date: z.string(),
  author: z.string(),
  authorRole: z.string(),
  /** Its card's thumbnail; null when the article has no picture of its own. */
  image: z.nullable(picture),
});
export type ArticleListItem = z.infer<typeof articleListItem>;

/** The answer of the list call: one page of items and the count of all. */
export const articleListAnswer = z.object({ items: z.array(articleListItem), total: z.number(), pageNo: z.number(), pageSize: z.number() });
export type ArticleListAnswer = z.infer<typeof articleListAnswer>;

/** One numbered point of an article's body (spec section 3); its description as HTML. */
const articlePoint = z.object({
  pointNumber: z.number(),
  pointTitle: z.string(),
  pointDescriptionHtml: z.string(),
});

/**
 * A whole article: the list fields and the content of spec section 3. The `...Html` fields are the
 * Markdown renderer's sanitised HTML (src/markdown/markdown.ts), made when the article was published.
 */
const articleDetail = z.object({
  ...articleListItem.shape,
  hero: z.nullable(picture),
  /** The 1200 × 630 JPEG of a shared link. */
  shareImage: z.nullable(z.object({ src: z.string(), width: z.number(), height: z.number() })),
  longDescriptionHtml: z.string(),
  pointsHeading: z.string(),
  points: z.array(articlePoint),
  bodyHtml: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** POST /api/article/get-article-by-id: one published article, for its page, by its id or its slug. */
export const articleByIdBody = z.object({
  id: z.union([recordId(validationMessages.articleId), z.string().check(z.refine(isArticleSlug, validationMessages.articleId))], {
    error: validationMessages.articleId,
  }),
});
export type ArticleByIdBody = z.input<typeof articleByIdBody>;

/** Its answer: the article and four other published articles, newest first. */
export const articlePage = z.object({ ...articleDetail.shape, related: z.array(articleListItem) });
export type ArticlePage = z.infer<typeof articlePage>;
