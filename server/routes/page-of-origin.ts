import type { FastifyRequest } from 'fastify';

/**
 * The site's page a form was sent from, by its path: the browser's Referer (the site's policy,
 * strict-origin-when-cross-origin, sends the whole address to the site itself), only when it names
 * this site (its public origin or the address the request came to), without its query or fragment.
 * Null when it is absent or names another site: the page is a hint for the sales team, never trusted.
 */
export function pageOfOriginOf(request: FastifyRequest, siteOrigin: string): string | null {
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer.length > 2_000) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  const own = [siteOrigin, `${request.protocol}://${request.host}`];
  if (!own.includes(url.origin)) return null;
  return url.pathname.slice(0, 300);
}
