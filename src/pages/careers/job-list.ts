import * as z from 'zod/mini';
import type { JobVacancy } from '../../content/jobs';

/**
 * The job list answer (spec section 7: shape not shown). We accept a bare array or an array in a
 * `data` or `items` field, keep the items that have every field of a job vacancy, and treat any
 * other answer as an empty list (docs/decisions/100-job-list-response.md).
 */
const vacancySchema = z.object({
  id: z.union([z.number(), z.string().check(z.minLength(1))]),
  title: z.string().check(z.trim(), z.minLength(1)),
  techSkills: z.array(z.string()),
  location: z.string(),
  roleType: z.string(),
});

const listSchema = z.union([
  z.array(z.unknown()),
  z.object({ data: z.array(z.unknown()) }),
  z.object({ items: z.array(z.unknown()) }),
]);

export function parseJobList(answer: unknown): JobVacancy[] {
  const list = listSchema.safeParse(answer);
  if (!list.success) return [];
  const items = Array.isArray(list.data) ? list.data : 'data' in list.data ? list.data.data : list.data.items;
  return items.flatMap((item) => {
    const parsed = vacancySchema.safeParse(item);
    if (!parsed.success) return [];
    const { id, title, techSkills, location, roleType } = parsed.data;
    return [{ id, title, techSkills, location, roleType }];
  });
}
