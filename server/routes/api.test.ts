import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problemContentType } from '../../src/contracts/problem';
import { applicationFiles, applications, contactMessages, subscriptions } from '../store/schema';
import { applicationParts, applicationText, multipartBody, sampleDoc, sampleDocx, samplePdf } from '../test/documents';
import { expectProblem } from '../test/problems';
import { appForSuite, openTestStore, storedBytes, storeKinds, submissionCounts } from '../test/test-app';

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;

  describe(`the API on ${kind}`, () => {
    const app = appForSuite(store, dispose);

    const post = (url: string, json: unknown) => app.inject({ method: 'POST', url, payload: json as object });

    describe('subscribe and unsubscribe', () => {
      it('stores an address once per type; a repeat is a 200 and no new row', async () => {
        const first = await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: ' Kofi@Example.com ' });
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({ message: 'Subscribed.' });
        expect((await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'kofi@example.com' })).statusCode).toBe(200);
        await post('/api/contact/subscribe?type=contactACS', { subscriberEmail: 'kofi@example.com' });
        const rows = await store.db.select().from(subscriptions).where(eq(subscriptions.email, 'kofi@example.com'));
        // The newsletter waits for its confirmation link (double opt-in, server/routes/subscriptions.test.ts).
        expect(rows.map((row) => [row.type, row.status]).sort()).toEqual([
          ['Newsletter', 'pending'],
          ['contactACS', 'active'],
        ]);
      });

      it('unsubscribe marks the address; a later subscribe asks it to confirm again', async () => {
        await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'esi@example.com' });
        const answer = await post('/api/contact/unsubscribe', { subscriberEmail: 'esi@example.com' });
        expect(answer.statusCode).toBe(200);
        const status = async () =>
          (await store.db.select().from(subscriptions).where(eq(subscriptions.email, 'esi@example.com')))[0]!.status;
        expect(await status()).toBe('unsubscribed');
        await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'esi@example.com' });
        expect(await status()).toBe('pending');
      });

      it('unsubscribing an unknown address answers the same, revealing nothing', async () => {
        const answer = await post('/api/contact/unsubscribe', { subscriberEmail: 'nobody@example.com' });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: 'Unsubscribed.' });
      });

      it('refuses a type other than the two with a problem', async () => {
        const answer = await post('/api/contact/subscribe?type=Spam', { subscriberEmail: 'a@example.com' });
        expectProblem(answer, 400, 'The type must be Newsletter or contactACS.');
      });
    });

    describe('contact-us', () => {
      it('stores the message, trimmed', async () => {
        const before = await submissionCounts(store);
        const answer = await post('/api/contact/contact-us', {
          fullName: ' Abena Owusu ',
          email: 'abena@example.com',
          company: 'Owusu Logistics',
          messageBody: 'We need a USSD service for our drivers.',
        });
        expect(answer.statusCode).toBe(200);
        expect((await submissionCounts(store)).contactMessages).toBe(before.contactMessages + 1);
        const [row] = await store.db.select().from(contactMessages).where(eq(contactMessages.email, 'abena@example.com'));
        expect(row).toMatchObject({
          fullName: 'Abena Owusu',
          company: 'Owusu Logistics',
          messageBody: 'We need a USSD service for our drivers.',
        });
      });

      it('names every field that is wrong, in the spec words', async () => {
        const answer = await post('/api/contact/contact-us', { fullName: '  ', email: 'abena', company: '', messageBody: '' });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().detail).toBe('Full Name is required. Email format is invalid. Company name is required. Message is required.');
      });
    });

    describe('jobs', () => {
      it('lists the open vacancies of the seed, paged, with what the filters need', async () => {
        const answer = await app.inject({ url: '/api/job-vacancy/available?pageNo=1&pageSize=100' });
        expect(answer.statusCode).toBe(200);
        const body = answer.json();
        expect(body.total).toBeGreaterThanOrEqual(14);
        expect(body.items).toHaveLength(body.total);
        expect(body.items[0]).toEqual({
          id: 1,
          title: 'National Service and Internship Opportunities',
          techSkills: ['Java', 'Kotlin', 'Docker', 'Cupboard'],
          location: 'San Francisco, CA',
          roleType: 'Full Time',
          category: 'Engineer',
          type: 'Fullstack',
        });
        expect(new Set(body.items.map((item: { category: string }) => item.category)).size).toBe(7);
        const second = (await app.inject({ url: '/api/job-vacancy/available?pageNo=2&pageSize=5' })).json();
        expect(second.items.map((item: { id: number }) => item.id)).toEqual([6, 7, 8, 9, 10]);
        expect((await app.inject({ url: '/api/job-vacancy/available?pageSize=1000' })).json().pageSize).toBe(100);
      });

      it('answers one vacancy with its detail fields, or 404', async () => {
        const answer = await post('/api/job-vacancy/get-job-by-id', { id: 1 });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({
          id: 1,
          deadline: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          applicationsOpen: true,
          summary: expect.any(String),
          descriptionTitle: expect.any(String),
          description: expect.any(String),
          decriptionPoints: expect.arrayContaining([expect.any(String)]),
          technicalRequirements: expect.arrayContaining([expect.any(String)]),
          softSkillsRequirement: expect.arrayContaining([expect.any(String)]),
        });
        expect((await post('/api/job-vacancy/get-job-by-id', { id: '2' })).json().id).toBe(2);
        const missing = await post('/api/job-vacancy/get-job-by-id', { id: 9999 });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ status: 404, title: 'Not Found', detail: 'There is no vacancy with id 9999.' });
      });
    });

    describe('applications', () => {
      it('stores the application and its files byte for byte, with the kind read from the content', async () => {
        const body = multipartBody([
          ...Object.entries(applicationText).map(([name, value]) => ({ name, value })),
          { name: 'Resume', value: samplePdf, filename: 'Ama Mensah CV.pdf', type: 'application/pdf' },
          { name: 'CoverLetter', value: sampleDocx, filename: 'letter.docx', type: 'application/octet-stream' },
        ]);
        const answer = await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...body });
        expect(answer.statusCode).toBe(200);
        const { id } = answer.json();
        const [row] = await store.db.select().from(applications).where(eq(applications.id, id));
        expect(row).toMatchObject({ source: 'apply', firstName: 'Ama', email: 'ama.mensah@example.com', jobTitle: 'Accountant' });
        const files = await store.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, id));
        const byField = Object.fromEntries(files.map((file) => [file.field, file]));
        expect(storedBytes(store, byField.Resume!).equals(samplePdf)).toBe(true);
        expect(byField.Resume).toMatchObject({ fileName: 'Ama Mensah CV.pdf', mediaType: 'application/pdf', size: samplePdf.length });
        expect(byField.CoverLetter!.mediaType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      });

      it('accepts a DOC resume and an empty cover letter slot', async () => {
        const body = multipartBody([
          ...Object.entries(applicationText).map(([name, value]) => ({ name, value })),
          { name: 'Resume', value: sampleDoc, filename: 'cv.doc' },
          { name: 'CoverLetter', value: '' },
        ]);
        expect((await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...body })).statusCode).toBe(200);
      });

      it('refuses a file that is not a document, whatever its name says, and stores nothing', async () => {
        const before = await submissionCounts(store);
        const body = applicationParts({}, { Resume: Buffer.from('MZ\x90\x00 this is an executable') });
        const answer = await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...body });
        expect(answer.statusCode).toBe(415);
        expect(answer.json().detail).toContain('File type is not supported');
        expect(await submissionCounts(store)).toEqual(before);
      });

      it('refuses a file over 10 MB with 413 and stores nothing', async () => {
        const before = await submissionCounts(store);
        const big = Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024)]);
        const answer = await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...applicationParts({}, { Resume: big }) });
        expect(answer.statusCode).toBe(413);
        expect(answer.json()).toMatchObject({ status: 413, detail: 'File size must be less than 10 MB.' });
        expect(await submissionCounts(store)).toEqual(before);
      });

      it('stores a JSON application from Forms/Submitresume', async () => {
        const answer = await post('/api/job-vacancy/Forms/Submitresume', { ...applicationText, FirstName: 'Yaw' });
        expect(answer.statusCode).toBe(200);
        const [row] = await store.db.select().from(applications).where(eq(applications.id, answer.json().id));
        expect(row).toMatchObject({ source: 'submit-resume', firstName: 'Yaw' });
      });
    });

    describe('articles', () => {
      it('lists the published articles newest first, by GET and by POST', async () => {
        const answer = await app.inject({ url: '/api/articles/get-all-articles?pageSize=30&pageNo=1' });
        expect(answer.statusCode).toBe(200);
        const { items, total } = answer.json();
        expect(total).toBeGreaterThanOrEqual(6);
        const dates = items.map((item: { date: string }) => item.date);
        expect(dates).toEqual([...dates].sort().reverse());
        expect(items[0]).toMatchObject({
          id: 1,
          title: 'Five Cybersecurity Practices Every Business Should Adopt in 2025',
          date: '2025-03-12',
        });
        const posted = await post('/api/article/get-all-articles', { pageNo: 2, pageSize: 2 });
        expect(posted.json().items.map((item: { id: number }) => item.id)).toEqual(
          items.slice(2, 4).map((item: { id: number }) => item.id),
        );
        const empty = await app.inject({ method: 'POST', url: '/api/article/get-all-articles' });
        expect(empty.json().items).toHaveLength(Math.min(total, 100));
      });
    });

    describe('unknown calls and wrong methods', () => {
      it('answers an unknown call with a JSON 404 and a wrong method with 405', async () => {
        const unknown = await app.inject({
          method: 'POST',
          url: '/api/contact/nothing',
          payload: 'not json',
          headers: { 'content-type': 'text/plain' },
        });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.headers['content-type']).toContain(problemContentType);
        const wrong = await app.inject({ method: 'GET', url: '/api/contact/subscribe' });
        expect(wrong.statusCode).toBe(405);
        expect(wrong.headers.allow).toBe('POST');
      });
    });
  });
}
