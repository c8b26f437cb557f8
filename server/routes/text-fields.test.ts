import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textMessages } from '../../src/contracts/content';
import { problemContentType } from '../../src/contracts/problem';
import { applicationFiles, contactMessages } from '../store/schema';
import { applicationParts, applicationText, multipartBody, samplePdf } from '../test/documents';
import { appForSuite, openTestStore, storeKinds, submissionCounts } from '../test/test-app';

/** The four submissions with a control character in a text field: a 400 naming it, and nothing stored (docs/decisions/168). */
for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;

  describe(`text fields on ${kind}`, () => {
    const app = appForSuite(store, dispose);

    const post = (url: string, json: unknown) => app.inject({ method: 'POST', url, payload: json as object });
    const apply = (body: ReturnType<typeof multipartBody>) => app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...body });
    const contact = { fullName: 'Abena Owusu', email: 'abena@example.com', company: 'Owusu Logistics', messageBody: 'Hello.' };

    async function expectRefused(
      send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => unknown }>,
      field: string,
    ) {
      const before = await submissionCounts(store);
      const answer = await send();
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toContain(problemContentType);
      expect(answer.json()).toMatchObject({ status: 400, detail: `${field}: ${textMessages.refusedCharacters}` });
      expect(await submissionCounts(store)).toEqual(before);
    }

    it('subscribe refuses a NUL in the address', async () => {
      await expectRefused(
        () => post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'kofi\u0000@example.com' }),
        'subscriberEmail',
      );
    });

    it('contact-us refuses a NUL in the message and an escape sequence in the name', async () => {
      await expectRefused(() => post('/api/contact/contact-us', { ...contact, messageBody: 'Hello\u0000' }), 'messageBody');
      await expectRefused(() => post('/api/contact/contact-us', { ...contact, fullName: 'Abena \u001b[2J' }), 'fullName');
    });

    it('contact-us keeps the line breaks and tabs of a message', async () => {
      const messageBody = 'Hello,\r\n\tWe need a USSD service.\nThanks';
      const answer = await post('/api/contact/contact-us', { ...contact, email: 'lines@example.com', messageBody });
      expect(answer.statusCode).toBe(200);
      const [row] = await store.db.select().from(contactMessages).where(eq(contactMessages.email, 'lines@example.com'));
      expect(row!.messageBody).toBe(messageBody);
    });

    it('Submitresume refuses a NUL in a name and a right-to-left override in a job title', async () => {
      await expectRefused(() => post('/api/job-vacancy/Forms/Submitresume', { ...applicationText, FirstName: 'Y\u0000aw' }), 'FirstName');
      await expectRefused(
        () => post('/api/job-vacancy/Forms/Submitresume', { ...applicationText, JobTitle: 'Accountant\u202e' }),
        'JobTitle',
      );
    });

    it('apply (multipart) refuses a NUL in a text part, as its fields go through the same contract', async () => {
      await expectRefused(() => apply(applicationParts({ Location: 'Accra\u0000' })), 'Location');
      await expectRefused(() => apply(applicationParts({ HighestQualification: 'BSc\u0085' })), 'HighestQualification');
    });

    it('apply stores a file name without its bidi controls', async () => {
      const body = multipartBody([
        ...Object.entries(applicationText).map(([name, value]) => ({ name, value })),
        { name: 'Resume', value: samplePdf, filename: 'cv\u202efdp.exe', type: 'application/pdf' },
      ]);
      const answer = await apply(body);
      expect(answer.statusCode).toBe(200);
      const [file] = await store.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, answer.json().id));
      expect(file!.fileName).toBe('cvfdp.exe');
    });
  });
}
