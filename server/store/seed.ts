import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NewArticle } from '../../src/contracts/new-article';
import type { NewJob } from '../../src/contracts/new-job';
import { insertArticle, keepIn, prepareArticle, type KeepFile, type PreparedArticle } from './article-writing';
import type { Database } from './database';
import type { FileStore } from './file-store';
import { jobValues } from './jobs';
import { readRecordFile, type RecordFileResult } from './record-file';
import { articles, jobVacancies } from './schema';
import { keepBuiltSeedArticles } from './seed-articles';

/**
 * The sample vacancies and articles of a new store, so that careers and the blog show real lists
 * from the first start: one record file each in ./seed/jobs and ./seed/articles, as the team writes
 * them for `jobs add` and `articles publish`, read by the same reader. The files are bundled into the
 * build (Vite's glob import), so the built server needs nothing beside it. Inserted in the order of
 * their names: the first file becomes id 1. Vacancy 1 and article 1 are the spec's fixed samples,
 * whose text the pages show too (server/store/seed.test.ts holds the two to each other).
 *
 * An article's picture (its `image`, relative to its file) is in ./seed/articles/images/, which the
 * server's build copies beside the bundle (server/vite.config.ts), found as the migrations are; it is
 * made into its files by the code that publishes an article (server/store/article-writing.ts). The
 * built server has the articles prepared already, pictures and all (server/store/seed-articles.ts).
 * scripts/tools/make-article-images.mjs draws the pictures.
 */
const articlesFolder = fileURLToPath(new URL('./seed/articles/', import.meta.url));

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

/** The vacancies, their relative days ("in 60 days") read on the day of `at`. */
const readJobs = (at: Date) => readAll(jobFiles, (name, text) => readRecordFile('job', name, text, at));
const readArticles = () => readAll(articleFiles, (name, text) => readRecordFile('article', name, text));

/** The seed's vacancies and articles, in id order, the vacancies' relative days read on the day of `at`. */
export function seedRecords(at: Date): { jobs: NewJob[]; articles: NewArticle[] } {
  return { jobs: readJobs(at), articles: readArticles() };
}

/**
 * The seed's articles' rows, in id order, each picture made into its files and kept by `keep` first;
 * `atOnce` articles at a time (each picture is made in a process of its own).
 */
export async function prepareSeedArticles(keep: KeepFile, atOnce = 1): Promise<PreparedArticle[]> {
  const records = readArticles();
  const prepared: PreparedArticle[] = [];
  let next = 0;
  const prepareNext = async (): Promise<void> => {
    const index = next++;
    const article = records[index];
    if (!article) return;
    const source = article.image ? { content: readFileSync(join(articlesFolder, article.image)), name: article.image } : undefined;
    prepared[index] = await prepareArticle(article, source, keep);
    return prepareNext();
  };
  await Promise.all(Array.from({ length: atOnce }, prepareNext));
  return prepared;
}

/** Fills a new store with the seed. A store that already has any vacancy or article is left as it is. */
export async function seedIfEmpty(db: Database, files: FileStore, at: Date): Promise<boolean> {
  const isEmpty = async (executor: Pick<Database, 'select'>) => {
    const [counts] = await executor
      .select({
        jobs: sql<number>`(select count(*)::int from ${jobVacancies})`,
        articles: sql<number>`(select count(*)::int from ${articles})`,
      })
      .from(sql`(select 1) as one`);
    return !counts || (counts.jobs === 0 && counts.articles === 0);
  };
  if (!(await isEmpty(db))) return false;
  // The vacancies are read now: their deadlines count from the day of `at`.
  const jobs = readJobs(at);
  // The pictures' files are kept before the transaction, as a publish keeps them.
  const prepared = (await keepBuiltSeedArticles(files)) ?? (await prepareSeedArticles(keepIn(files)));
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false;
    await tx.insert(jobVacancies).values(jobs.map((job) => ({ ...jobValues(job), createdAt: at })));
    for (const article of prepared) await insertArticle(tx, article, at);
    return true;
  });
}
