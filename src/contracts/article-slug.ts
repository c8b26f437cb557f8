/**
 * An article's slug: the last part of its canonical address (/blog/ussd-or-mobile-app). Lower-case
 * letters and digits in words joined by single hyphens, with at least one letter (a slug of digits
 * only would read as an id: /blog/2025 is article 2025), at most `maxSlugLength` characters. The
 * router, the server's page renderer, the API call and the record files all use this rule.
 */
export const maxSlugLength = 80;

export const articleSlugSource = `(?=[a-z0-9-]{0,${maxSlugLength - 1}}[a-z])[a-z0-9]+(?:-[a-z0-9]+)*`;

const slugPattern = new RegExp(`^${articleSlugSource}$`);

export function isArticleSlug(value: string): boolean {
  return value.length <= maxSlugLength && slugPattern.test(value);
}

/**
 * The slug made from a title: accents dropped ("Café" → "cafe"), anything else that is not a letter or
 * a digit a hyphen, cut at a word within the length; "article" when the title has no letter. The
 * store's migration 0005 made the slugs of the articles it found with the same rule, in SQL.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const head = words.slice(0, maxSlugLength);
  const cut = words.length > maxSlugLength && words[maxSlugLength] !== '-' ? head.replace(/-[^-]*$/, '') : head;
  return isArticleSlug(cut) ? cut : cut ? `article-${cut}`.slice(0, maxSlugLength).replace(/-+$/, '') : 'article';
}
