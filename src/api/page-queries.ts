import type { ArticlePage } from '../contracts/articles';
import type { JobPage } from '../contracts/jobs';
import { api } from '../contracts/calls';
import { callApi } from './client';
import { ApiError } from './problem';

/**
 * The records of the pages whose content comes from the store. The server renders them with this
 * data already in the cache and sends it along (src/hydration/query-state.ts), so hydration needs no call;
 * a navigation inside the app fetches it. A record the store does not hold is null (not found). The keys are shared with the server's render. The answer's
 * contract is loaded with the call: zod stays out of the page's first JavaScript.
 */
export const pageQueryKeys = {
  job: (id: string) => ['job-page', id] as const,
  article: (id: string) => ['article-page', id] as const,
};

const pageQueryOptions = { retry: false, staleTime: 60_000 } as const;

/** The record, or null when the API has none for this id (404, or 400 for an id that cannot be one). */
async function recordOrNull(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.problem.status === 404 || error.problem.status === 400)) return null;
    throw error;
  }
}

export const jobPageQuery = (id: string) => ({
  queryKey: pageQueryKeys.job(id),
  queryFn: async (): Promise<JobPage | null> => {
    const [{ jobPage }, answer] = await Promise.all([import('../contracts/jobs'), recordOrNull(callApi(api.getJobById, { body: { id } }))]);
    return answer === null ? null : jobPage.parse(answer);
  },
  ...pageQueryOptions,
});

export const articlePageQuery = (id: string) => ({
  queryKey: pageQueryKeys.article(id),
  queryFn: async (): Promise<ArticlePage | null> => {
    const [{ articlePage }, answer] = await Promise.all([
      import('../contracts/articles'),
      recordOrNull(callApi(api.getArticleById, { body: { id } })),
    ]);
    return answer === null ? null : articlePage.parse(answer);
  },
  ...pageQueryOptions,
});
