import * as z from 'zod/mini';
import { isArticleSlug } from '../../contracts/article-slug';
import type { ArticleSummary } from './article-search';

/**
 * The blog list call's answer is "shape not shown" in the spec. We accept the shapes an article
 * API commonly returns (docs/decisions/150-blog-list-shape.md): a bare array, or an object holding
 * the array under `data` or `items`. Each item needs an id and a title; the summary may be called
 * `summary` or `description`; `date`, `slug` and `image` (an address, or the site's own API's picture
 * in several files) are optional. Items that do not fit are left out one by one, so one bad record
 * does not hide the others.
 */
const files = z.object({
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  src: z.string().check(z.regex(/^\/[^/]/)),
  avif: z.string(),
  webp: z.string(),
  jpeg: z.string(),
});

const itemSchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  title: z.string().check(z.trim(), z.minLength(1)),
  summary: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
  date: z.optional(z.nullable(z.string())),
  slug: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.union([z.string(), files]))),
});

const listSchema = z.union([z.array(z.unknown()), z.object({ data: z.array(z.unknown()) }), z.object({ items: z.array(z.unknown()) })]);

export function parseArticleList(body: unknown): ArticleSummary[] {
  const list = listSchema.safeParse(body);
  if (!list.success) return [];
  const raw = Array.isArray(list.data) ? list.data : 'data' in list.data ? list.data.data : list.data.items;
  return raw.flatMap((entry) => {
    const item = itemSchema.safeParse(entry);
    if (!item.success) return [];
    const { id, title, summary, description, date, slug, image } = item.data;
    const article: ArticleSummary = { id: String(id), title, summary: summary ?? description ?? '' };
    if (date && !Number.isNaN(Date.parse(date))) article.date = date;
    if (slug && isArticleSlug(slug)) article.slug = slug;
    if (image && (typeof image !== 'string' || /^(https?:\/\/|\/)/.test(image))) article.image = image;
    return [article];
  });
}
