/**
 * The one failure shape of the API (spec sections 3 and 8; RFC 9457 problem details). A plain type,
 * not a schema: this module is in every page's entry chunk, and the browser never validates it.
 */
export type Problem = { type: string; title: string; status: number; detail: string };

export const problemContentType = 'application/problem+json';

export const serverErrorDetail = 'There was an error processing your request. Try again later.';

const statusSections: Record<number, string> = {
  400: '15.5.1',
  401: '15.5.2',
  403: '15.5.4',
  404: '15.5.5',
  405: '15.5.6',
  406: '15.5.7',
  408: '15.5.9',
  409: '15.5.10',
  413: '15.5.14',
  415: '15.5.16',
  422: '15.5.21',
  429: '6585#section-4',
  500: '15.6.1',
  502: '15.6.3',
  503: '15.6.4',
  504: '15.6.5',
};

/** A link to the definition of an HTTP status, as the spec's `type` field holds. */
export function statusTypeLink(status: number): string {
  const section = statusSections[status];
  if (section?.includes('#')) return `https://tools.ietf.org/html/rfc${section}`;
  if (section) return `https://tools.ietf.org/html/rfc9110#section-${section}`;
  return 'about:blank';
}
