import type { ArticlePage } from '../../contracts/articles';
import { articlePath } from '../../routes/paths';
import { shareTags } from './head-tags';
import { blogPostingData, jsonLdElement } from './structured-data';

/**
 * The page of a record as the server sends it: the template the build wrote for its route, filled
 * with the React render and the head's tags (server/site/page-renderer.ts), and the same for an
 * article's preview (server/admin/preview.ts).
 */

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type PageParts = { title: string; meta: readonly string[]; html: string; queryState: string };

export function fillTemplate(template: string, { title, meta, html, queryState }: PageParts): string {
  return template
    .replace('<!--app-title-->', escapeHtml(title))
    .replace('<!--app-meta-->', meta.join('\n    '))
    .replace('<!--app-html-->', html)
    .replace('</body>', `${queryState}\n  </body>`);
}

/**
 * The head of an article's page: its summary, its canonical link (/blog/<slug>, whichever address, its
 * id's, it was asked by), share tags with its picture, its BlogPosting.
 */
export function articleMeta(article: ArticlePage, title: string, origin: string): string[] {
  const url = `${origin}${articlePath(article.slug)}`;
  const image = article.shareImage && { ...article.shareImage, alt: article.hero?.alt ?? article.title };
  return [
    `<meta name="description" content="${escapeHtml(article.summary)}">`,
    `<link rel="canonical" href="${url}">`,
    ...shareTags({
      url,
      title,
      description: article.summary,
      article: { publishedOn: article.date, author: article.author },
      origin,
      ...(image ? { image } : {}),
    }),
    jsonLdElement(blogPostingData(article, { url, origin })),
  ];
}
