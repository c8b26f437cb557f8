import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { closeJob, fillJob, reopenJob, withdrawJob } from '../domain/jobs';
import { jobVacancies } from '../store/schema';
import { applicationParts } from '../test/documents';
import { openTestStore, submissionCounts } from '../test/test-app';

/**
 * A vacancy the team ended (issue 40, point 6), as visitors and search engines meet it (the built
 * site: needs `npm run build`): its page keeps its title and says how it ended, with links to the
 * open positions and to job alerts, out of search results and without JobPosting data; status 200
 * when closed or filled, 410 (Gone) when withdrawn. get-job-by-id answers the same; the careers list
 * and the sitemap leave it out, and an application still naming it is refused.
 */
const opened = (await openTestStore('pglite'))!;
const { store } = opened;
const origin = 'https://www.voltasystems.test';
const app = await buildApp({
  config: { distDir: 'dist', trustProxy: false, rateLimitMax: 1000, logLevel: 'silent', publicOrigin: origin },
  store,
  logger: false,
});
afterAll(async () => {
  await app.close();
  await opened.dispose();
});

const actor = () => ({ name: 'hr@volta.test', address: null, at: store.clock() });
const post = (url: string, json: object) => app.inject({ method: 'POST', url, payload: json });
/** Seed vacancies no other test here changes: one per way of ending. */
const ids = { closed: 9, filled: 10, withdrawn: 11 } as const;
const titleOf = async (id: number) => (await store.db.select().from(jobVacancies).where(eq(jobVacancies.id, id)))[0]!;

describe('the page of a vacancy the team ended', () => {
  it('was a job page with JobPosting data while open', async () => {
    const answer = await app.inject({ url: `/careers/${ids.filled}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('application/ld+json');
    expect(answer.body).not.toContain('noindex');
  });

  for (const [ended, change, status] of [
    ['closed', closeJob, 200],
    ['filled', fillJob, 200],
    ['withdrawn', withdrawJob, 410],
  ] as const) {
    it(`says the position has been ${ended}, with its title and the two ways on, noindex, no JobPosting, status ${status}`, async () => {
      const id = ids[ended];
      const { title, category } = await titleOf(id);
      await change(store.db, actor(), id);
      app.storeChanged();

      const answer = await app.inject({ url: `/careers/${id}` });
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = answer.body;
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(html).toContain(`<title>${title} – Careers – Volta Systems</title>`);
      expect(html).toMatch(new RegExp(`<h2[^>]*>This position has been ${ended}\\.</h2>`));
      expect(html).toMatch(/<a [^>]*href="\/careers#open_roles"[^>]*>See open positions<\/a>/);
      expect(html).toMatch(/<a [^>]*href="\/job-alerts"[^>]*>Get job alerts<\/a>/);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(
        `<meta name="description" content="This position has been ${ended}. See the roles open now at Volta Systems.">`,
      );
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toMatch(/>Apply</);
      expect(html).not.toContain('Page Error');
      // The browser hydrates from the same answer the API gives.
      expect(html).toContain(`"ended":"${ended}"`);

      const api = await post('/api/job-vacancy/get-job-by-id', { id });
      expect(api.statusCode).toBe(200);
      expect(api.json()).toEqual({ id, title, ended });

      const list = (await app.inject({ url: '/api/job-vacancy/available?pageNo=1&pageSize=100' })).json();
      expect(list.items.map((item: { id: number }) => item.id)).not.toContain(id);
      expect((await app.inject({ url: '/sitemap.xml' })).body).not.toContain(`<loc>${origin}/careers/${id}</loc>`);

      // A form left open on its page is refused, and nothing is kept.
      const before = await submissionCounts(store);
      const applied = await app.inject({
        method: 'POST',
        url: '/api/job-vacancy/apply',
        ...applicationParts({ JobTitle: title, JobCategory: category }),
      });
      expect(applied.statusCode).toBe(409);
      expect(applied.json().detail).toBe(`Applications for ${title} are closed: the position has been ${ended}.`);
      expect(await submissionCounts(store)).toEqual(before);
    });
  }

  it('answers 410 from the cache and to a conditional request, never 304', async () => {
    const first = await app.inject({ url: `/careers/${ids.withdrawn}` });
    const again = await app.inject({ url: `/careers/${ids.withdrawn}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(410);
    expect(again.body).toBe(first.body);
    expect((await app.inject({ method: 'HEAD', url: `/careers/${ids.withdrawn}` })).statusCode).toBe(410);
  });

  it('is a job page again once reopened, when told the store changed', async () => {
    await reopenJob(store.db, actor(), ids.withdrawn);
    // Until told, the cached page is still served (for at most a minute).
    expect((await app.inject({ url: `/careers/${ids.withdrawn}` })).statusCode).toBe(410);
    app.storeChanged();
    const answer = await app.inject({ url: `/careers/${ids.withdrawn}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('application/ld+json');
    expect(answer.body).not.toContain('This position has been');
  });

  it('leaves an unknown id not found', async () => {
    expect((await app.inject({ url: '/careers/424242' })).statusCode).toBe(404);
    expect((await post('/api/job-vacancy/get-job-by-id', { id: 424242 })).statusCode).toBe(404);
  });
});
