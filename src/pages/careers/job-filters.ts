import { allJobTypes, jobCategories, type JobCategory, type JobVacancy } from '../../content/jobs';

/**
 * The open-positions filters. Our server gives each job its category and type; a job from an API
 * that does not (spec section 3 shows none) belongs to a category when its title names the category
 * or one of its types, and to a type when its title or skills name that type
 * (docs/decisions/101-careers-filters.md).
 */
export type JobFilters = { category: JobCategory | null; type: string | null; search: string };

export const emptyFilters: JobFilters = { category: null, type: null, search: '' };

/** URL query keys, so that a filtered list can be shared. */
const filterParams = { category: 'category', type: 'type', search: 'q' } as const;

export function typesFor(category: JobCategory | null): readonly string[] {
  return category ? category.types : allJobTypes;
}

/** Reads the filters from a URL query; unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const category = jobCategories.find((item) => item.id === params.get(filterParams.category)) ?? null;
  const typeParam = params.get(filterParams.type);
  const type = typesFor(category).find((item) => item === typeParam) ?? null;
  return { category, type, search: params.get(filterParams.search) ?? '' };
}

/** Writes the filters into a copy of a URL query, leaving other keys alone. */
export function filtersToParams(filters: JobFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null | undefined) => (value ? next.set(key, value) : next.delete(key));
  set(filterParams.category, filters.category?.id);
  set(filterParams.type, filters.type);
  set(filterParams.search, filters.search);
  return next;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word, case-insensitive: 'HR' matches 'HR Specialist' but not 'Chrome'. */
function namesWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

function inCategory(job: JobVacancy, category: JobCategory): boolean {
  if (job.category) return job.category === category.name;
  return [category.name, ...category.types].some((word) => namesWord(job.title, word));
}

export function filterJobs(jobs: readonly JobVacancy[], filters: JobFilters): JobVacancy[] {
  const search = filters.search.trim().toLowerCase();
  return jobs.filter((job) => {
    const { category, type } = filters;
    if (category && !inCategory(job, category)) return false;
    if (type && !(job.type ? job.type === type : [job.title, ...job.techSkills].some((text) => namesWord(text, type)))) return false;
    if (!search) return true;
    return [job.title, ...job.techSkills].some((text) => text.toLowerCase().includes(search));
  });
}
