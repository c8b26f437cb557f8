import { company } from '../../content/company';
import { socialCard } from '../../content/site-identity';
import { color } from '../../styles/generated/token-color';
import { blogFeedPath } from '../../routes/paths';

/**
 * The tags in a page's head beyond its title and description: the icons, the web manifest and the
 * blog's feed (every page), and the tags that make a shared link show the page's title, summary and
 * an image (Open Graph, read by most networks and messengers, and Twitter's cards). Written by the
 * prerender for the prerendered pages and by the server for the pages of the store's records, which
 * give these their own title, summary and kind.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every page's: they name files under public/ (scripts/tools/make-icons.mjs makes them). */
export function siteHeadTags(): string[] {
  return [
    '<link rel="icon" href="/favicon.ico" sizes="48x48">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<meta name="theme-color" content="${color.brand[500]}">`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${company.name} blog`)}" href="${blogFeedPath}">`,
  ];
}

type ShareFacts = {
  /** The page's absolute URL (its canonical one). */
  url: string;
  title: string;
  description: string;
  /** An article's page says so, with the day it was published (YYYY-MM-DD). */
  article?: { publishedOn: string; author: string };
  /** The site's public origin: the share image is under it. */
  origin: string;
  /** The page's own picture for a shared link (an article's), a path under the origin; else the site's card. */
  image?: { src: string; width: number; height: number; alt: string };
};

export function shareTags({ url, title, description, article, origin, image: own }: ShareFacts): string[] {
  const image = own ? `${origin}${own.src}` : `${origin}/social-card.png`;
  const { width, height, alt } = own ?? socialCard;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  return [
    property('og:type', article ? 'article' : 'website'),
    property('og:site_name', company.name),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:width', String(width)),
    property('og:image:height', String(height)),
    property('og:image:alt', alt),
    ...(article ? [property('article:published_time', article.publishedOn), property('article:author', article.author)] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
    named('twitter:image:alt', alt),
  ];
}
