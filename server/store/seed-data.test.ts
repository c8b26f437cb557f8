import { describe, expect, it } from 'vitest';
import { jobCategories } from '../../src/content/jobs';
import { newArticle } from '../../src/contracts/new-article';
import { newJob } from '../../src/contracts/new-job';
import { seedArticles, seedJobs } from './seed-data';

const issuesOf = (result: { error?: { issues: unknown[] } }) => JSON.stringify(result.error?.issues, null, 2);

describe('the store seed', () => {
  it('every vacancy passes the newJob contract', () => {
    for (const [index, job] of seedJobs.entries()) {
      const result = newJob.safeParse(job);
      expect(result.success, `vacancy ${index + 1} (${job.title}): ${issuesOf(result)}`).toBe(true);
    }
  });

  it('the vacancies cover all seven categories, each with one of its own types', () => {
    const categoryNames = jobCategories.map((category) => category.name);
    expect(categoryNames).toHaveLength(7);
    expect(new Set(seedJobs.map((job) => job.category))).toEqual(new Set(categoryNames));
    for (const job of seedJobs) {
      const category = jobCategories.find((candidate) => candidate.name === job.category);
      expect(category?.types, `${job.title}: type ${job.type}`).toContain(job.type);
    }
  });

  it('every article passes the newArticle contract, and there are at least seven', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(7);
    for (const [index, article] of seedArticles.entries()) {
      const result = newArticle.safeParse(article);
      expect(result.success, `article ${index + 1} (${article.title}): ${issuesOf(result)}`).toBe(true);
    }
  });
});
