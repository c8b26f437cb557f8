import { readdirSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { dayOf, later } from '../clock';
import { jobVacancies } from '../store/schema';
import { applicationParts, applicationText } from '../test/documents';
import { openTestStore, storeKinds, submissionCounts } from '../test/test-app';

/**
 * A vacancy past its deadline closes itself (issue 25): the careers list, the similar roles and the
 * sitemap leave it out, both apply calls answer 409 and keep nothing, and its page (built site:
 * needs `npm run build`) says that applications are closed, without the form, out of search results.
 * The seed's job 18 is past its deadline from the day the store is seeded.
 */
const closedSeedJob = 18;
const origin = 'https://www.voltasystems.test';

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store } = opened;
  const app = await buildApp({
    config: { distDir: 'dist', trustProxy: false, rateLimitMax: 1000, logLevel: 'silent', publicOrigin: origin },
    store,
    logger: false,
  });
  afterAll(async () => {
    await app.close();
    await opened.dispose();
  });
  const post = (url: string, json: object) => app.inject({ method: 'POST', url, payload: json });
  const [closed] = await store.db.select().from(jobVacancies).where(eq(jobVacancies.id, closedSeedJob));
  const closedApplication = { ...applicationText, JobTitle: closed!.title, JobCategory: closed!.category };
  /** Sets a vacancy's deadline some days from today by the store's clock. */
  const deadlineIn = async (id: number, days: number) => {
    await store.db
      .update(jobVacancies)
      .set({ deadline: dayOf(later(store.clock(), days * 86_400_000)) })
      .where(eq(jobVacancies.id, id));
    app.storeChanged();
  };

  describe(`a vacancy past its deadline, on ${kind}`, () => {
    it('is left out of the careers list, the similar roles and the sitemap', async () => {
      const list = (await app.inject({ url: '/api/job-vacancy/available?pageNo=1&pageSize=100' })).json();
      const listed = list.items.map((item: { id: number }) => item.id);
      expect(listed).not.toContain(closedSeedJob);
      expect(list.total).toBe(listed.length);
      const [open] = await store.db.select({ value: count() }).from(jobVacancies).where(eq(jobVacancies.status, 'open'));
      expect(listed).toHaveLength(open!.value - 1);

      const sameCategory = (await post('/api/job-vacancy/get-job-by-id', { id: 15 })).json();
      expect(sameCategory.category).toBe(closed!.category);
      expect(sameCategory.similarRoles.map((role: { id: number }) => role.id)).not.toContain(closedSeedJob);

      const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
      expect(sitemap).toContain(`<loc>${origin}/careers/1</loc>`);
      expect(sitemap).not.toContain(`<loc>${origin}/careers/${closedSeedJob}</loc>`);
    });

    it('is still answered by id, saying that it takes no applications', async () => {
      const answer = await post('/api/job-vacancy/get-job-by-id', { id: closedSeedJob });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ id: closedSeedJob, applicationsOpen: false });
      expect((await post('/api/job-vacancy/get-job-by-id', { id: 1 })).json()).toMatchObject({ id: 1, applicationsOpen: true });
    });

    it('refuses applications through both calls with a 409 problem, keeping no row and no file', async () => {
      const before = await submissionCounts(store);
      const filesBefore = readdirSync(store.files.dir).length;
      const detail = /^Applications for Network Operations Centre Engineer closed on \d{1,2} [A-Z][a-z]+ \d{4}\.$/;
      const multipart = await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...applicationParts(closedApplication) });
      expect(multipart.statusCode).toBe(409);
      expect(multipart.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(multipart.json()).toMatchObject({ status: 409, title: 'Conflict', detail: expect.stringMatching(detail) });
      const json = await post('/api/job-vacancy/Forms/Submitresume', closedApplication);
      expect(json.statusCode).toBe(409);
      expect(json.json().detail).toMatch(detail);
      expect(await submissionCounts(store)).toEqual(before);
      expect(readdirSync(store.files.dir)).toHaveLength(filesBefore);
    });

    it('closes at the end of its deadline day, and opens again with a later deadline', async () => {
      const job = 7;
      const [row] = await store.db.select().from(jobVacancies).where(eq(jobVacancies.id, job));
      const application = { ...applicationText, JobTitle: row!.title, JobCategory: row!.category };
      const listed = async () =>
        (await app.inject({ url: '/api/job-vacancy/available?pageNo=1&pageSize=100' }))
          .json()
          .items.some((item: { id: number }) => item.id === job);
      try {
        await deadlineIn(job, 0);
        expect(await listed()).toBe(true);
        expect((await post('/api/job-vacancy/Forms/Submitresume', application)).statusCode).toBe(200);
        await deadlineIn(job, -1);
        expect(await listed()).toBe(false);
        expect((await post('/api/job-vacancy/Forms/Submitresume', application)).statusCode).toBe(409);
        expect((await app.inject({ url: '/sitemap.xml' })).body).not.toContain(`/careers/${job}<`);
      } finally {
        await store.db.update(jobVacancies).set({ deadline: row!.deadline }).where(eq(jobVacancies.id, job));
        app.storeChanged();
      }
      expect(await listed()).toBe(true);
    });
  });

  if (kind === 'pglite') {
    describe('the page of a vacancy past its deadline', () => {
      it('says that applications are closed, without Apply or the form, and keeps it out of search results', async () => {
        const html = (await app.inject({ url: `/careers/${closedSeedJob}` })).body;
        expect(html).toContain(`<h1`);
        expect(html).toContain(closed!.title);
        expect(html).toContain('Applications are closed');
        expect(html).toMatch(/Applications closed on \d{1,2} [A-Z][a-z]+ \d{4}/);
        expect(html).not.toMatch(/>Apply</);
        expect(html).not.toContain('Job Application');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).not.toContain('application/ld+json');
      });

      it('an open vacancy writes its deadline unambiguously and keeps Apply', async () => {
        const html = (await app.inject({ url: '/careers/1' })).body;
        expect(html).toMatch(
          /Application end on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
        );
        expect(html).toMatch(/>Apply</);
        expect(html).not.toContain('<meta name="robots" content="noindex">');
      });
    });
  }
}
