import * as z from 'zod/mini';
import { jobListItem } from '../../contracts/jobs';
import type { JobVacancy } from '../../content/jobs';

/**
 * The job list answer. Our server answers `{ items, total, pageNo, pageSize }` (src/contracts/jobs.ts);
 * an API elsewhere (apiBaseUrl) may answer a bare array or an array under `data`, so those are read
 * too. Items are checked with the contract's fields; an item without category and type (another
 * API) is kept and filtered by its title (docs/decisions/100-job-list-response.md).
 */
const { id, category, type, ...required } = jobListItem.shape;
const vacancySchema = z.object({
  ...required,
  id: z.union([id, z.string().check(z.minLength(1))]),
  title: z.string().check(z.trim(), z.minLength(1)),
  category: z.optional(category),
  type: z.optional(type),
});

const listSchema = z.union([z.array(z.unknown()), z.object({ data: z.array(z.unknown()) }), z.object({ items: z.array(z.unknown()) })]);

export function parseJobList(answer: unknown): JobVacancy[] {
  const list = listSchema.safeParse(answer);
  if (!list.success) return [];
  const items = Array.isArray(list.data) ? list.data : 'data' in list.data ? list.data.data : list.data.items;
  return items.flatMap((item) => {
    const parsed = vacancySchema.safeParse(item);
    if (!parsed.success) return [];
    const { category, type, ...vacancy } = parsed.data;
    return [{ ...vacancy, ...(category ? { category } : {}), ...(type ? { type } : {}) }];
  });
}
