import type { Problem } from '../contracts/problem';

/** A failed call, holding the spec's problem shape (src/contracts/problem.ts). */
export class ApiError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.name = 'ApiError';
    this.problem = problem;
  }
}

export const networkErrorDetail = 'We could not reach the server. Check your connection and try again.';
export const timeoutDetail = 'The server took too long to answer. Try again later.';
