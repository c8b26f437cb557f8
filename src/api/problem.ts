/** The one error shape every failed call becomes (spec sections 3 and 8). */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
};

export class ApiError extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.name = 'ApiError';
    this.problem = problem;
  }
}

export const serverErrorDetail = 'There was an error processing your request. Try again later.';
export const networkErrorDetail = 'We could not reach the server. Check your connection and try again.';
export const timeoutDetail = 'The server took too long to answer. Try again later.';

const statusSections: Record<number, string> = {
  400: '15.5.1',
  401: '15.5.2',
  403: '15.5.4',
  404: '15.5.5',
  405: '15.5.6',
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
