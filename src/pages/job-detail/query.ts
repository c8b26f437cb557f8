import { pageQueryKeys, pageQueryOptions, recordOrNull } from '../../api/page-queries';
import { api } from '../../contracts/calls';
import type { JobPage } from '../../contracts/jobs';

/**
 * The vacancy the page shows (its route's record), or null when the store has none. The answer's
 * contract is loaded with the call: zod stays out of the page's first JavaScript.
 */
export const jobPageQuery = (id: string) => ({
  queryKey: pageQueryKeys.job(id),
  queryFn: async (): Promise<JobPage | null> => {
    const [{ jobPage }, answer] = await Promise.all([import('../../contracts/jobs'), recordOrNull(api.getJobById, id)]);
    return answer === null ? null : jobPage.parse(answer);
  },
  ...pageQueryOptions,
});
