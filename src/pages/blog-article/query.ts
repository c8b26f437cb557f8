import { pageQueryKeys, pageQueryOptions, recordOrNull } from '../../api/page-queries';
import type { ArticlePage } from '../../contracts/articles';
import { api } from '../../contracts/calls';

/**
 * The article the page shows (its route's record), by id or slug, or null when the store has none.
 * The answer's contract and the client are loaded with the call: a page the server rendered has its record.
 */
export const articlePageQuery = (id: string) => ({
  queryKey: pageQueryKeys.article(id),
  queryFn: async (): Promise<ArticlePage | null> => {
    const [{ articlePage }, answer] = await Promise.all([import('../../contracts/articles'), recordOrNull(api.getArticleById, id)]);
    return answer === null ? null : articlePage.parse(answer);
  },
  ...pageQueryOptions,
});
