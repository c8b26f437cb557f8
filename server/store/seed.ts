import { sql } from 'drizzle-orm';
import type { NewArticle } from '../../src/contracts/new-article';
import type { NewJob } from '../../src/contracts/new-job';
import { articleValues } from './articles';
import type { Database } from './database';
import { jobValues } from './jobs';
import { readRecordFile, type RecordFileResult } from './record-file';
import { articles, jobVacancies } from './schema';

/**
 * The sample vacancies and articles of a new store, so that careers and the blog show real lists
 * from the first start: one record file each in ./seed/jobs and ./seed/articles, as the team writes
 * them for `jobs add` and `articles publish`, read by the same reader. The files are bundled into the
 * build (Vite's glob import), so the built server needs nothing beside it. Inserted in the order of
 * their names: the first file becomes id 1. Vacancy 1 and article 1 are the spec's fixed samples,
 * whose text the pages show too (server/store/seed.test.ts holds the two to each other).
 */

const jobFiles = import.meta.glob<string>('./seed/jobs/*.md', { query: '?raw', import: 'default', eager: true });
const articleFiles = import.meta.glob<string>('./seed/articles/*.md', { query: '?raw', import: 'default', eager: true });

/** Every file's record, in the order of the files' names; all the files' mistakes at once when there are any. */
function readAll<T>(files: Record<string, string>, read: (name: string, text: string) => RecordFileResult<T>): T[] {
  const errors: string[] = [];
  const records = Object.keys(files)
    .sort()
    .flatMap((path) => {
      const result = read(path, files[path]!);
      if (result.ok) return [result.value];
      errors.push(...result.errors);
      return [];
    });
  if (errors.length) throw new Error(`The store's seed files are not valid:\n${errors.join('\n')}`);
  return records;
}

/** The seed's vacancies and articles, in id order. */
export function seedRecords(): { jobs: NewJob[]; articles: NewArticle[] } {
  return {
    jobs: readAll(jobFiles, (name, text) => readRecordFile('job', name, text)),
    articles: readAll(articleFiles, (name, text) => readRecordFile('article', name, text)),
  };
}

/** Fills a new store with the seed. A store that already has any vacancy or article is left as it is. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        jobs: sql<number>`(select count(*)::int from ${jobVacancies})`,
        articles: sql<number>`(select count(*)::int from ${articles})`,
      })
      .from(sql`(select 1) as one`);
    if (counts && (counts.jobs > 0 || counts.articles > 0)) return false;
    const seed = seedRecords();
    await tx.insert(jobVacancies).values(seed.jobs.map(jobValues));
    await tx.insert(articles).values(seed.articles.map(articleValues));
    return true;
  });
}
