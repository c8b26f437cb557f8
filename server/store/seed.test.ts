import { jobDetailContent } from '../../src/pages/job-detail/content';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { jobCategories, jobDetailSample, similarRoles } from '../../src/content/jobs';
import { sampleArticle } from '../../src/pages/blog-article/content';
import { openTestStore } from '../test/test-app';
import { articles, jobVacancies } from './schema';
import { prepareSeedArticles, seedRecords } from './seed';
import { slugFromTitle } from '../../src/contracts/article-slug';
import { dayOf, later } from '../clock';
import { suiteStart } from '../test/suite-clock';

// The seed as a store opened on the suite's day reads it (its deadlines are relative: "in 60 days").
const { jobs, articles: seedArticles } = seedRecords(suiteStart);

describe('the store seed', () => {
  it('writes the rows it wrote when it was TypeScript (server/test/seed-rows.json)', async () => {
    const opened = (await openTestStore('pglite'))!;
    try {
      const { db } = opened.store;
      // Deadlines are written relative to the day of seeding ("in 60 days"), by the store's clock: compared as those days.
      const today = Date.parse(dayOf(opened.store.clock()));
      const withoutTime = (row: object) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([column]) => column !== 'createdAt')
            .map(([column, value]) => [column, column === 'deadline' ? (Date.parse(value as string) - today) / 86_400_000 : value]),
        );
      const rows = {
        jobVacancies: (await db.select().from(jobVacancies).orderBy(asc(jobVacancies.id))).map(withoutTime),
        articles: (await db.select().from(articles).orderBy(asc(articles.id))).map(withoutTime),
      };
      const snapshot: unknown = JSON.parse(readFileSync(new URL('../test/seed-rows.json', import.meta.url), 'utf8'));
      expect(rows).toEqual(snapshot);
    } finally {
      await opened.dispose();
    }
  });

  // The built server seeds the articles the build prepared (server/store/seed-articles.ts); run after
  // the test above, which made the pictures in this process, so that they are not made twice.
  const built = new URL('../../dist-server/seed/articles/prepared.json', import.meta.url);
  it.skipIf(!existsSync(built))('is what the build prepared for the built server, row for row and file for file', async () => {
    const prepared = await prepareSeedArticles(async (image) => createHash('sha256').update(image.content).digest('hex'));
    const message = 'dist-server/seed/articles/prepared.json differs from the seed: run npm run build:server';
    expect(JSON.parse(readFileSync(built, 'utf8')), message).toEqual(JSON.parse(JSON.stringify(prepared)));
  });

  it('the vacancies cover all seven categories, each with one of its own types', () => {
    const categoryNames = jobCategories.map((category) => category.name);
    expect(categoryNames).toHaveLength(7);
    expect(new Set(jobs.map((job) => job.category))).toEqual(new Set(categoryNames));
    for (const job of jobs) {
      const category = jobCategories.find((candidate) => candidate.name === job.category);
      expect(category?.types, `${job.title}: type ${job.type}`).toContain(job.type);
    }
  });

  it('has one vacancy past its deadline, to show that state, and every other open for at least a month', () => {
    const today = dayOf(suiteStart);
    const closed = jobs.filter((job) => job.deadline < today);
    expect(closed.map((job) => job.title)).toEqual(['Network Operations Centre Engineer']);
    const inAMonth = dayOf(later(suiteStart, 30 * 86_400_000));
    for (const job of jobs.filter((one) => !closed.includes(one))) expect(job.deadline >= inAMonth, job.title).toBe(true);
  });

  it('has at least seven articles, each with a picture of its own and a slug of its own', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(7);
    expect(new Set(seedArticles.map((article) => article.image)).size).toBe(seedArticles.length);
    expect(seedArticles.every((article) => article.imageAlt)).toBe(true);
    expect(new Set(seedArticles.map((article) => slugFromTitle(article.title))).size).toBe(seedArticles.length);
  });

  // The job detail and blog article samples of the spec are shown by the pages too (src/content/jobs.ts,
  // src/pages/blog-article/content.ts): the seed's copy must say what theirs says.
  it("vacancy 1 is the spec's job detail sample, and 2 to 5 its similar roles", () => {
    const [first, ...next] = jobs;
    const sample = jobDetailSample;
    // Stored in the one spelling ("Full Time"), written on the job page as the sample writes it ("Full-Time").
    expect(jobDetailContent.roleType(first!.roleType)).toBe(sample.type);
    expect(first).toMatchObject({
      title: sample.title,
      category: sample.category,
      location: sample.location,
      techSkills: sample.skills,
      roleDescription: sample.roleDescription,
      summary: sample.summary,
      descriptionTitle: sample.descriptionTitle,
      description: sample.description,
      decriptionPoints: sample.descriptionPoints,
      technicalRequirements: sample.technicalRequirements,
      softSkillsRequirement: sample.softSkillsRequirement,
    });
    const cards = next.slice(0, 4).map(({ title, techSkills, location, roleType }) => ({ title, techSkills, location, roleType }));
    expect(cards).toEqual(similarRoles.map(({ title, techSkills, location, roleType }) => ({ title, techSkills, location, roleType })));
  });

  it("article 1 is the spec's blog article, and 2 to 5 its related articles", () => {
    const [first, ...next] = seedArticles;
    const sample = sampleArticle;
    expect(first).toEqual({
      title: sample.title,
      summary: sample.summary,
      date: sample.dateTime,
      author: sample.author.name,
      authorRole: sample.author.role,
      longDescription: sample.longDescription,
      pointsHeading: sample.pointsHeading,
      points: sample.points,
      body: sample.closingParagraphs.join('\n\n'),
      image: './images/cybersecurity.png',
      imageAlt: 'A red shield with a padlock on a dark circuit board.',
    });
    const related = next.slice(0, 4).map(({ title, summary }) => ({ title, summary }));
    expect(related).toEqual(sample.related.map(({ title, summary }) => ({ title, summary })));
  });

  it('names the company, its HR product and its addresses as src/content/company.ts does', () => {
    const text = JSON.stringify([jobs, seedArticles]);
    for (const name of [company.name, company.hrProduct.name, company.emails.sales, company.emails.info]) expect(text).toContain(name);
  });
});
