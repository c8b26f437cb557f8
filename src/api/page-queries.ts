import type { ArticlePage } from '../contracts/articles';
import type { JobPage } from '../contracts/jobs';
import { getArticleById, getJobById } from './calls';

/**
 * The records of the pages whose content comes from the store. The server renders them with this
 * data already in the cache and sends it along (src/app/query-state.ts), so hydration needs no call;
 * a navigation inside the app fetches it. The keys are shared with the server's render. The answer's
 * contract is loaded with the call: zod stays out of the page's first JavaScript.
 */
export const pageQueryKeys = {
  job: (id: string) => ['job-page', id] as const,
  article: (id: string) => ['article-page', id] as const,
};

const pageQueryOptions = { retry: false, staleTime: 60_000 } as const;

export const jobPageQuery = (id: string) => ({
  queryKey: pageQueryKeys.job(id),
  queryFn: async (): Promise<JobPage> => {
    const [{ jobPage }, answer] = await Promise.all([import('../contracts/jobs'), getJobById(id)]);
    return jobPage.parse(answer);
  },
  ...pageQueryOptions,
});

export const articlePageQuery = (id: string) => ({
  queryKey: pageQueryKeys.article(id),
  queryFn: async (): Promise<ArticlePage> => {
    const [{ articlePage }, answer] = await Promise.all([import('../contracts/articles'), getArticleById(id)]);
    return articlePage.parse(answer);
  },
  ...pageQueryOptions,
});
