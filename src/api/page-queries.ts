import type { CallRoute } from '../contracts/call';
import type { RecordKind } from '../routes/route-facts';
import { callApi } from './client';
import { ApiError } from './problem';

/**
 * What the record pages' queries share (each page's own is in its folder: src/pages/job-detail/query.ts,
 * src/pages/blog-article/query.ts). The server renders those pages with the record already in the
 * cache and sends it along (src/hydration/query-state.ts), so hydration needs no call; a navigation
 * inside the app fetches it. A record the store does not hold is null (not found). The keys, one for
 * each kind of record a route loads (its route.ts's `record`), are shared with the server's render.
 */
export const pageQueryKeys = {
  job: (id: string) => ['job-page', id] as const,
  article: (id: string) => ['article-page', id] as const,
} satisfies Record<RecordKind, (id: string) => readonly unknown[]>;

export const pageQueryOptions = { retry: false, staleTime: 60_000 } as const;

/**
 * The record a page asks for by its id, or null when the API has none for it (404, or 400 for an id
 * that cannot be one).
 */
export async function recordOrNull<Answer>(call: CallRoute<undefined, { id: string | number }, Answer>, id: string): Promise<unknown> {
  try {
    return await callApi(call, { body: { id } });
  } catch (error) {
    if (error instanceof ApiError && (error.problem.status === 404 || error.problem.status === 400)) return null;
    throw error;
  }
}
