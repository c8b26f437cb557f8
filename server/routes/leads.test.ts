import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { listMessages } from '../domain/messages';
import { listOutbox } from '../store/outbox';
import { startMailWorker } from '../mail/worker';
import { openTestStore, testApp } from '../test/test-app';
import { startSmtp } from '../test/smtp-kit';

/**
 * Leads to sales (issue 40, point 1): an address left in a call-to-action block (type contactACS)
 * queues a mail to SALES_EMAIL in the transaction that stores it, joins the staff Messages inbox as a
 * lead with the page it was left on, and reaches a real SMTP server through the outbox.
 */
const { store, dispose } = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof testApp>>;
const smtp = await startSmtp();

beforeAll(async () => {
  app = await testApp(store);
});
afterAll(async () => {
  await app.close();
  await dispose();
  await smtp.close();
});

const subscribe = (type: string, email: string, referer?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/contact/subscribe?type=${type}`,
    headers: { 'content-type': 'application/json', host: 'localhost', ...(referer && { referer }) },
    payload: { subscriberEmail: email },
  });
const reader = { name: 'sales@volta.test', address: '127.0.0.1', at: new Date('2026-11-26T10:00:00Z') };
const leads = async () =>
  (await listMessages(store.db, reader, { q: '', sort: 'createdAt', order: 'asc', pageNo: 1, pageSize: 50 })).items.filter(
    (item) => item.kind === 'lead',
  );

describe('a lead left in a call-to-action block', () => {
  it('is answered as before, stored as a lead with its page, and mailed to the sales address', async () => {
    const answer = await subscribe('contactACS', 'kojo.lead@example.com', 'http://localhost/services/ussd?utm=x#top');
    expect(answer.statusCode).toBe(200);
    expect(await leads()).toEqual([
      expect.objectContaining({ email: 'kojo.lead@example.com', kind: 'lead', pageOfOrigin: '/services/ussd', fullName: '' }),
    ]);
    const mails = (await listOutbox(store.db)).filter((row) => row.kind === 'lead');
    expect(mails).toEqual([
      expect.objectContaining({ recipient: 'SALES_EMAIL', subject: 'New lead from the website: kojo.lead@example.com' }),
    ]);
  });

  it('names no page when the browser told none, or another site', async () => {
    await subscribe('contactACS', 'no.page@example.com');
    await subscribe('contactACS', 'elsewhere@example.com', 'https://evil.example/services');
    const pages = Object.fromEntries((await leads()).map((lead) => [lead.email, lead.pageOfOrigin]));
    expect(pages).toMatchObject({ 'no.page@example.com': null, 'elsewhere@example.com': null });
  });

  it('is no lead for the newsletter', async () => {
    const before = (await leads()).length;
    expect((await subscribe('Newsletter', 'reader@example.com', 'http://localhost/')).statusCode).toBe(200);
    expect(await leads()).toHaveLength(before);
    expect((await listOutbox(store.db)).filter((row) => row.kind === 'lead')).toHaveLength(before);
  });

  it('reaches the sales address through a real SMTP server, the visitor as Reply-To', async () => {
    const worker = startMailWorker({
      db: store.db,
      files: store.files,
      now: store.clock,
      smtpUrl: smtp.url,
      from: 'no-reply@volta.example.com',
      recipients: { SALES_EMAIL: 'sales@volta.example.com', HR_EMAIL: 'hr@volta.example.com' },
      log: pino({ level: 'silent' }),
      pollMs: 50,
      backoffBaseMs: 200,
    });
    try {
      const deadline = Date.now() + 15_000;
      while ((await listOutbox(store.db, { status: 'pending' })).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await worker.stop();
    }
    const mail = smtp.delivered.find((entry) => entry.mail.subject === 'New lead from the website: kojo.lead@example.com');
    expect(mail?.envelopeTo).toEqual(['sales@volta.example.com']);
    expect(mail?.mail.replyTo?.text).toBe('kojo.lead@example.com');
    expect(mail?.mail.text).toContain('Page: https://www.example.com/services/ussd');
  });
});
