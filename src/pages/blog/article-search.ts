import type { Picture } from '../../contracts/articles';

/** An article of the blog list, as article-list.ts reads it from the API's answer. */
export type ArticleSummary = {
  id: string;
  /** Its canonical address's last part (the site's own API gives it). */
  slug?: string;
  title: string;
  summary: string;
  date?: string;
  /** A picture's address, or its files in several widths and formats (the site's own API). */
  image?: string | Picture;
};

/** Case-insensitive match on title and summary; every word of the query must appear. */
export function filterArticles(articles: readonly ArticleSummary[], query: string): ArticleSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = `${article.title} ${article.summary}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
