import { pageQueryKeys, pageQueryOptions, recordOrNull } from '../../api/page-queries';
import { api } from '../../contracts/calls';
import type { JobPageAnswer } from '../../contracts/jobs';

/**
 * The vacancy the page shows (its route's record: open, or ended by the team), or null when the store
 * has none. The answer's contract is loaded with the call: zod stays out of the page's first JavaScript.
 */
export const jobPageQuery = (id: string) => ({
  queryKey: pageQueryKeys.job(id),
  queryFn: async (): Promise<JobPageAnswer | null> => {
    const [{ jobPageAnswer }, answer] = await Promise.all([import('../../contracts/jobs'), recordOrNull(api.getJobById, id)]);
    return answer === null ? null : jobPageAnswer.parse(answer);
  },
  ...pageQueryOptions,
});
