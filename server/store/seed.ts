import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { articles, jobVacancies } from './schema';
import { seedArticles, seedJobs } from './seed-data';
import { articleValues } from './articles';
import { jobValues } from './jobs';

/**
 * Fills a new store with the sample vacancies and articles so that careers and the blog show real
 * lists on a fresh start. A store that already has any vacancy or article is left as it is.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        jobs: sql<number>`(select count(*)::int from ${jobVacancies})`,
        articles: sql<number>`(select count(*)::int from ${articles})`,
      })
      .from(sql`(select 1) as one`);
    if (counts && (counts.jobs > 0 || counts.articles > 0)) return false;
    await tx.insert(jobVacancies).values(seedJobs.map(jobValues));
    await tx.insert(articles).values(seedArticles.map(articleValues));
    return true;
  });
}
