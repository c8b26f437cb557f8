import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../store/outbox';
import { outbox } from '../store/schema';
import { applicationText, contactText } from '../test/documents';
import { openTestStore, testApp } from '../test/test-app';

/**
 * A reference the sender can quote (issue 40, point 4): each contact message and application is
 * answered with one ("VS-2026-0042", the year and a number no other message or application has), a
 * repeat of the same submission answers the same one, and the acknowledgement mail names it.
 */
const { store, dispose } = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp(store);
});
afterAll(async () => {
  await app.close();
  await dispose();
});

const send = (url: string, payload: object, key?: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(key && { 'idempotency-key': key }) }, payload });

describe('submission references', () => {
  it('answers each message and application with its own reference, the same one to a repeat', async () => {
    const first = await send('/api/contact/contact-us', contactText, 'key-1');
    expect(first.json()).toEqual({
      message: 'Message received.',
      reference: expect.stringMatching(/^VS-2026-\d{4,}$/),
      confirmationMailed: true,
    });
    const again = await send('/api/contact/contact-us', contactText, 'key-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().reference).toBe(first.json().reference);
    const resume = await send('/api/job-vacancy/Forms/Submitresume', applicationText);
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json()).toMatchObject({ message: 'Application received.', reference: expect.stringMatching(/^VS-2026-\d{4,}$/) });
    const second = await send('/api/contact/contact-us', { ...contactText, fullName: 'Kofi Boateng' });
    const references = [first.json().reference, resume.json().reference, second.json().reference];
    expect(new Set(references).size).toBe(3);
  });

  it('names the reference in the acknowledgement mail', async () => {
    const { reference } = (await send('/api/contact/contact-us', { ...contactText, fullName: 'Efua Mensah' })).json<{
      reference: string;
    }>();
    const rows = await store.db.select().from(outbox);
    const acknowledgement = rows.find((row) => row.kind === 'contact-acknowledgement' && row.body.includes(reference));
    expect(acknowledgement?.body).toContain(`Your reference: ${reference}`);
    expect((await listOutbox(store.db)).some((row) => row.kind === 'application-acknowledgement')).toBe(true);
    const applicationMail = rows.find((row) => row.kind === 'application-acknowledgement');
    expect(applicationMail?.body).toMatch(/Your reference: VS-2026-\d{4,}/);
  });
});
