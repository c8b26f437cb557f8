import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import type { AddressObject } from 'mailparser';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationFields, documentMediaTypes } from '../../src/contracts/applications';
import type { Database } from '../store/database';
import { openStore, type Store } from '../store/open-store';
import { listOutbox } from '../store/outbox';
import { applications, contactMessages, outbox } from '../store/schema';
import { saveApplication } from '../submissions/application';
import { saveContactMessage } from '../submissions/contact-message';
import { applicationText, contactText, multipartBody, sampleDocx, samplePdf } from '../test/documents';
import { createTestDatabase } from '../test/services';
import { openTestStore, storeKinds, testApp, type StoreKind } from '../test/test-app';
import { outboxMessageId, startMailWorker, type MailWorkerOptions } from './worker';
import { newStoreDir } from '../test/store-dir';
import { suiteClock } from '../test/suite-clock';
import { startSmtp, type Delivered } from '../test/smtp-kit';

/**
 * The mail worker against a real SMTP server in this process: what arrives, a refused delivery that
 * is retried, a restart in the middle, and the outbox without SMTP_URL.
 */

const team = { sales: 'sales@example.com', hr: 'hr@example.com', from: 'no-reply@volta.example.com' };

/** A port on 127.0.0.1 that nothing listens on (an SMTP server that is down). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Waits until `condition` holds, checking every 20 ms; fails after `ms`. */
async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Everything the workers log, to check that it holds no personal data. */
let logged = '';
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString('utf8');
      done();
    },
  }),
);

/** A worker on the store, timed by the store's clock unless the test gives it one it moves. */
function worker({ db, files, clock }: Store, smtpUrl: string | undefined, options: Partial<MailWorkerOptions> = {}) {
  return startMailWorker({
    db,
    files,
    now: clock,
    smtpUrl,
    from: team.from,
    recipients: { SALES_EMAIL: team.sales, HR_EMAIL: team.hr },
    log,
    pollMs: 50,
    backoffBaseMs: 200,
    ...options,
  });
}

const contactMessage = {
  ...contactText,
  email: 'abena.owusu@example.com',
  messageBody: 'We need a USSD service for our drivers.\nCan you call me?',
};
const fields = applicationFields.parse(applicationText);
const files = [
  { field: 'Resume' as const, fileName: 'Ama Mensah CV.pdf', mediaType: documentMediaTypes.pdf, content: samplePdf },
  { field: 'CoverLetter' as const, fileName: 'letter.docx', mediaType: documentMediaTypes.docx, content: sampleDocx },
];

/** The two files, kept in the store's files folder as the apply route keeps them. */
const keptFiles = (store: Store) =>
  Promise.all(files.map(async ({ content, ...file }) => ({ ...file, size: content.length, sha256: await store.files.put(content) })));

const addressOf = (header: AddressObject | AddressObject[] | undefined) =>
  [header ?? []].flat().flatMap((object) => object.value.map((value) => value.address));
const outboxRow = async (db: Database, kind: 'contact-message' | 'application', subjectId: number) =>
  (await listOutbox(db)).find((row) => row.kind === kind && row.subjectId === subjectId)!;
/** The messages with this outbox row's Message-ID. */
const deliveriesOf = (delivered: readonly Delivered[], row: { id: number; createdAt: Date }) =>
  delivered.filter((entry) => entry.mail.messageId === outboxMessageId(row, team.from));

/** A store that can be closed and opened again on the same data (a restart). */
async function reopenableStore(kind: StoreKind): Promise<{ open: () => Promise<Store>; remove: () => Promise<void> } | null> {
  if (kind === 'pglite') {
    const dataDir = newStoreDir('volta-mail-');
    return {
      open: () => openStore({ dataDir, clock: suiteClock() }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createTestDatabase();
  if (!database) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'volta-mail-files-'));
  return {
    open: () => openStore({ dataDir, databaseUrl: database.url, clock: suiteClock() }),
    remove: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const smtp = await startSmtp();
afterAll(async () => {
  await smtp.close();
});

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  const { db } = store;

  describe(`the mail worker on ${kind}`, () => {
    afterAll(async () => {
      await dispose();
    });

    it('delivers a contact message and an application with its files, once, and marks them sent', async () => {
      const { id: messageId } = await saveContactMessage(db, contactMessage, { to: team.sales }, store.clock());
      const { id: applicationId } = await saveApplication(db, 'apply', fields, await keptFiles(store), { to: team.hr }, store.clock());
      const before = smtp.delivered.length;
      const running = worker(store, smtp.url);
      try {
        await until('both mails', async () => (await listOutbox(db, { status: 'pending' })).length === 0);
        const contactRow = await outboxRow(db, 'contact-message', messageId);
        const applicationRow = await outboxRow(db, 'application', applicationId);
        expect(contactRow).toMatchObject({ status: 'sent', attempts: 1, lastError: null, recipient: team.sales });
        expect(contactRow.sentAt).toBeInstanceOf(Date);
        expect(applicationRow).toMatchObject({ status: 'sent', attempts: 1, recipient: team.hr });

        const [contactMail] = deliveriesOf(smtp.delivered, contactRow);
        expect(deliveriesOf(smtp.delivered, contactRow)).toHaveLength(1);
        expect(contactMail!.envelopeTo).toEqual([team.sales]);
        expect(contactMail!.envelopeFrom).toBe(team.from);
        expect(addressOf(contactMail!.mail.to)).toEqual([team.sales]);
        expect(addressOf(contactMail!.mail.from)).toEqual([team.from]);
        expect(addressOf(contactMail!.mail.replyTo)).toEqual([contactMessage.email]);
        expect(contactMail!.mail.subject).toBe('Contact message from Abena Owusu (Owusu Logistics)');
        expect(contactMail!.mail.text).toContain('Full name: Abena Owusu\nE-mail: abena.owusu@example.com\nCompany: Owusu Logistics');
        expect(contactMail!.mail.text).toContain(contactMessage.messageBody);
        expect(contactMail!.mail.attachments).toEqual([]);
        expect(contactMail!.mail.messageId).toMatch(new RegExp(`^<outbox-${contactRow.id}\\.[0-9a-z]+@volta\\.example\\.com>$`));

        const [applicationMail] = deliveriesOf(smtp.delivered, applicationRow);
        expect(deliveriesOf(smtp.delivered, applicationRow)).toHaveLength(1);
        expect(applicationMail!.envelopeTo).toEqual([team.hr]);
        expect(addressOf(applicationMail!.mail.replyTo)).toEqual([applicationText.EmailAddress]);
        expect(applicationMail!.mail.subject).toBe('Application: Accountant – Ama Mensah');
        expect(applicationMail!.mail.text).toContain('Phone number: +233 20 000 0000\nHighest qualification: BSc Accounting');
        expect(applicationMail!.mail.text).toContain('- Resume: Ama Mensah CV.pdf (application/pdf');
        expect(applicationMail!.mail.text).toContain('- Cover letter: letter.docx (');
        const attachments = applicationMail!.mail.attachments;
        expect(attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
          ['Ama Mensah CV.pdf', documentMediaTypes.pdf],
          ['letter.docx', documentMediaTypes.docx],
        ]);
        expect(attachments[0]!.content.equals(samplePdf)).toBe(true);
        expect(attachments[1]!.content.equals(sampleDocx)).toBe(true);

        expect(await running.runOnce()).toBe(0);
        expect(smtp.delivered.length).toBe(before + 2);
      } finally {
        await running.stop();
      }
    });

    it('keeps a refused mail pending with a later attempt, then delivers it once after the delay', async () => {
      // The clock is the test's: the retry comes when the test moves it past the delay.
      let shiftMs = 0;
      const now = () => new Date(store.clock().getTime() + shiftMs);
      smtp.refuse(1);
      const { id: messageId } = await saveContactMessage(
        db,
        { ...contactMessage, fullName: 'Kojo Refused' },
        { to: team.sales },
        store.clock(),
      );
      const running = worker(store, smtp.url, { backoffBaseMs: 60_000, pollMs: 60_000, now });
      try {
        const failedAt = store.clock().getTime();
        await until('the refused attempt', async () => (await outboxRow(db, 'contact-message', messageId)).attempts === 1);
        const failed = await outboxRow(db, 'contact-message', messageId);
        expect(failed.status).toBe('pending');
        expect(failed.sentAt).toBeNull();
        expect(failed.lastError).toContain('451');
        expect(failed.lastError).toContain('Mailbox busy');
        expect(failed.lastError).not.toContain('@');
        expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(failedAt + 59_000);
        expect((await db.select().from(contactMessages).where(eq(contactMessages.id, messageId))).length).toBe(1);

        // Not yet due: nothing is sent.
        expect(await running.runOnce()).toBe(0);
        expect(deliveriesOf(smtp.delivered, failed)).toHaveLength(0);

        shiftMs = 61_000;
        await running.runOnce();
        const sent = await outboxRow(db, 'contact-message', messageId);
        expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
        // The row itself forgets the refusal once the mail has gone.
        const [stored] = await db.select({ lastError: outbox.lastError }).from(outbox).where(eq(outbox.id, sent.id));
        expect(stored!.lastError).toBeNull();
        expect(deliveriesOf(smtp.delivered, failed)).toHaveLength(1);
        expect(deliveriesOf(smtp.delivered, failed)[0]!.mail.subject).toBe('Contact message from Kojo Refused (Owusu Logistics)');
        shiftMs = 10 * 60 * 60 * 1000;
        expect(await running.runOnce()).toBe(0);
        expect(deliveriesOf(smtp.delivered, failed)).toHaveLength(1);
      } finally {
        await running.stop();
      }
    });

    it('says it is running while its loop comes round, and stalled when it has not for longer than a lease', async () => {
      let shiftMs = 0;
      const running = worker(store, smtp.url, { pollMs: 50, leaseMs: 60_000, now: () => new Date(store.clock().getTime() + shiftMs) });
      try {
        expect(running.state()).toBe('running');
        await running.runOnce();
        expect(running.state()).toBe('running');
        // The clock passes a lease and a poll without the loop coming round (as if it hung).
        shiftMs = 61_000;
        expect(running.state()).toBe('stalled');
      } finally {
        await running.stop();
      }
      expect(running.state()).toBe('stalled');
    });

    it('retries on its own after the delay', async () => {
      smtp.refuse(2);
      const { id: messageId } = await saveContactMessage(
        db,
        { ...contactMessage, fullName: 'Efua Twice' },
        { to: team.sales },
        store.clock(),
      );
      const running = worker(store, smtp.url, { backoffBaseMs: 100 });
      try {
        await until('the third attempt', async () => (await outboxRow(db, 'contact-message', messageId)).status === 'sent');
        const row = await outboxRow(db, 'contact-message', messageId);
        expect(row.attempts).toBe(3);
        expect(deliveriesOf(smtp.delivered, row)).toHaveLength(1);
      } finally {
        await running.stop();
      }
    });

    it('without SMTP_URL sends nothing and keeps the mails pending in the outbox', async () => {
      const before = smtp.delivered.length;
      const { id: messageId } = await saveContactMessage(
        db,
        { ...contactMessage, fullName: 'Kwame Waiting' },
        { to: team.sales },
        store.clock(),
      );
      const { id: applicationId } = await saveApplication(db, 'submit-resume', fields, [], { to: team.hr }, store.clock());
      const idle = worker(store, undefined);
      try {
        expect(idle.state()).toBe('off');
        expect(await idle.runOnce()).toBe(0);
      } finally {
        await idle.stop();
      }
      expect(smtp.delivered.length).toBe(before);
      const pending = await listOutbox(db, { status: 'pending' });
      expect(pending.map((row) => [row.kind, row.subjectId])).toEqual([
        ['contact-message', messageId],
        ['application', applicationId],
      ]);
      expect(pending[0]).toEqual({
        id: expect.any(Number),
        kind: 'contact-message',
        subjectId: messageId,
        recipient: team.sales,
        subject: 'Contact message from Kwame Waiting (Owusu Logistics)',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: expect.any(Date),
        lastError: null,
        sentAt: null,
        createdAt: expect.any(Date),
      });
      expect(pending[1]).toMatchObject({ recipient: team.hr, subject: 'Application: Accountant – Ama Mensah', attempts: 0 });
      expect((await listOutbox(db, { status: 'sent' })).every((row) => row.status === 'sent')).toBe(true);
    });
  });

  describe(`a restart of the mail worker on ${kind}`, () => {
    it('with the SMTP server down, accepts the submissions; after a restart each mail arrives once', async () => {
      const reopenable = (await reopenableStore(kind))!;
      const port = await freePort();
      let current = await reopenable.open();
      let restartedSmtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
      try {
        const { id: messageId } = await saveContactMessage(current.db, contactMessage, { to: team.sales }, current.clock());
        const { id: applicationId } = await saveApplication(
          current.db,
          'apply',
          fields,
          await keptFiles(current),
          { to: team.hr },
          current.clock(),
        );
        const first = worker(current, `smtp://127.0.0.1:${port}`);
        try {
          await until('the failed attempts', async () => (await listOutbox(current.db)).every((row) => row.attempts >= 1));
        } finally {
          await first.stop();
        }
        const failed = await listOutbox(current.db);
        expect(failed.map((row) => row.status)).toEqual(['pending', 'pending']);
        expect(failed[0]!.lastError).toContain('ECONNREFUSED');
        expect((await current.db.select({ value: count() }).from(applications))[0]!.value).toBe(1);
        await current.close();

        restartedSmtp = await startSmtp(port);
        current = await reopenable.open();
        const second = worker(current, restartedSmtp.url);
        try {
          await until('both mails after the restart', async () => (await listOutbox(current.db, { status: 'sent' })).length === 2);
          expect(await second.runOnce()).toBe(0);
        } finally {
          await second.stop();
        }
        const rows = await listOutbox(current.db);
        expect(restartedSmtp.delivered).toHaveLength(2);
        for (const row of rows) expect(deliveriesOf(restartedSmtp.delivered, row)).toHaveLength(1);
        expect(rows.map((row) => [row.kind, row.subjectId])).toEqual([
          ['contact-message', messageId],
          ['application', applicationId],
        ]);
        const applicationMail = deliveriesOf(restartedSmtp.delivered, rows[1]!)[0]!.mail;
        expect(
          applicationMail.attachments.map((attachment) =>
            attachment.content.equals(attachment.filename === 'letter.docx' ? sampleDocx : samplePdf),
          ),
        ).toEqual([true, true]);
      } finally {
        await restartedSmtp?.close();
        await current.close().catch(() => undefined);
        await reopenable.remove();
      }
    });

    it('a mail claimed by a worker that died is sent again after its lease, with the same Message-ID', async () => {
      const reopenable = (await reopenableStore(kind))!;
      const current = await reopenable.open();
      let shiftMs = 0;
      const now = () => new Date(current.clock().getTime() + shiftMs);
      try {
        const { id: messageId } = await saveContactMessage(current.db, contactMessage, { to: team.sales }, current.clock());
        const sender = worker(current, smtp.url, { pollMs: 60_000, now });
        await sender.runOnce();
        await sender.stop();
        const row = await outboxRow(current.db, 'contact-message', messageId);
        expect(row.status).toBe('sent');
        expect(deliveriesOf(smtp.delivered, row)).toHaveLength(1);
        // As a worker leaves a row that it claimed and sent but could not mark: pending, leased for 5 minutes.
        await current.db
          .update(outbox)
          .set({ status: 'pending', sentAt: null, attempts: 0, nextAttemptAt: new Date(current.clock().getTime() + 5 * 60 * 1000) })
          .where(eq(outbox.id, row.id));
        const next = worker(current, smtp.url, { pollMs: 60_000, now });
        try {
          expect(await next.runOnce()).toBe(0);
          shiftMs = 5 * 60 * 1000 + 1000;
          await next.runOnce();
        } finally {
          await next.stop();
        }
        // The repeat carries the same Message-ID as the first.
        expect(deliveriesOf(smtp.delivered, row)).toHaveLength(2);
        expect((await outboxRow(current.db, 'contact-message', messageId)).status).toBe('sent');
      } finally {
        await current.close();
        await reopenable.remove();
      }
    });
  });

  describe(`the routes queue the mails on ${kind}`, () => {
    it("a contact message queues one mail to SALES_EMAIL, an application one to HR_EMAIL, each with the sender's acknowledgement", async () => {
      const routesStore = (await openTestStore(kind))!;
      const app = await testApp(routesStore.store);
      try {
        const rows = () => listOutbox(routesStore.store.db);
        expect(await rows()).toEqual([]);
        const contact = await app.inject({ method: 'POST', url: '/api/contact/contact-us', payload: contactMessage });
        expect(contact.statusCode).toBe(200);
        expect(await rows()).toEqual([
          expect.objectContaining({ kind: 'contact-message', recipient: 'SALES_EMAIL', status: 'pending' }),
          expect.objectContaining({ kind: 'contact-acknowledgement', recipient: contactMessage.email, status: 'pending' }),
        ]);

        const body = multipartBody([
          ...Object.entries(applicationText).map(([name, value]) => ({ name, value })),
          { name: 'Resume', value: samplePdf, filename: 'cv.pdf', type: 'application/pdf' },
        ]);
        const applied = await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...body });
        expect(applied.statusCode).toBe(200);
        const resume = await app.inject({ method: 'POST', url: '/api/job-vacancy/Forms/Submitresume', payload: { ...applicationText } });
        expect(resume.statusCode).toBe(200);
        const refused = await app.inject({ method: 'POST', url: '/api/contact/contact-us', payload: { ...contactMessage, email: 'nope' } });
        expect(refused.statusCode).toBe(400);

        const all = await rows();
        expect(all.map((row) => [row.kind, row.subjectId, row.recipient])).toEqual([
          ['contact-message', expect.any(Number), 'SALES_EMAIL'],
          ['contact-acknowledgement', expect.any(Number), contactMessage.email],
          ['application', applied.json().id, 'HR_EMAIL'],
          ['application-acknowledgement', applied.json().id, applicationText.EmailAddress],
          ['application', resume.json().id, 'HR_EMAIL'],
          ['application-acknowledgement', resume.json().id, applicationText.EmailAddress],
        ]);
        // The visitor's mail names the job, answers to the team, and repeats nothing else they sent.
        const [acknowledgement] = await routesStore.store.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'application-acknowledgement'), eq(outbox.subjectId, applied.json().id)));
        expect(acknowledgement!.replyTo).toBe('HR_EMAIL');
        expect(acknowledgement!.subject).toBe(`We received your application for ${applicationText.JobTitle} – Volta Systems`);
        expect(acknowledgement!.body).toContain(applicationText.JobTitle);
        for (const sent of [
          applicationText.PhoneNumber,
          applicationText.SalaryExpectation,
          applicationText.HighestQualification,
          'cv.pdf',
        ]) {
          expect(acknowledgement!.body).not.toContain(sent);
        }
        const [contactAcknowledgement] = await routesStore.store.db.select().from(outbox).where(eq(outbox.kind, 'contact-acknowledgement'));
        expect(contactAcknowledgement!.body).not.toContain(contactMessage.messageBody);
        expect(contactAcknowledgement!.body).toContain('Volta Systems Limited');
      } finally {
        await app.close();
        await routesStore.dispose();
      }
    });

    it('sends a team mail to the address its setting has when it is sent, not when it was queued', async () => {
      const routesStore = (await openTestStore(kind))!;
      const app = await testApp(routesStore.store, { acknowledge: false });
      try {
        expect((await app.inject({ method: 'POST', url: '/api/contact/contact-us', payload: contactMessage })).statusCode).toBe(200);
        const [queued] = await listOutbox(routesStore.store.db);
        expect(queued).toMatchObject({ kind: 'contact-message', recipient: 'SALES_EMAIL' });
        // SALES_EMAIL was set (the server restarted with it) after the message came in.
        const running = worker(routesStore.store, smtp.url, {
          recipients: { SALES_EMAIL: 'new-sales@volta.example.org', HR_EMAIL: team.hr },
        });
        try {
          await until('the mail is sent', async () => (await listOutbox(routesStore.store.db))[0]!.status === 'sent');
        } finally {
          await running.stop();
        }
        const [delivered] = deliveriesOf(smtp.delivered, queued!);
        expect(delivered!.envelopeTo).toEqual(['new-sales@volta.example.org']);
        expect(addressOf(delivered!.mail.to)).toEqual(['new-sales@volta.example.org']);
      } finally {
        await app.close();
        await routesStore.dispose();
      }
    });

    it("with ACKNOWLEDGE=0, queues the team's mails only", async () => {
      const routesStore = (await openTestStore(kind))!;
      const app = await testApp(routesStore.store, { acknowledge: false });
      try {
        expect((await app.inject({ method: 'POST', url: '/api/contact/contact-us', payload: contactMessage })).statusCode).toBe(200);
        expect(
          (await app.inject({ method: 'POST', url: '/api/job-vacancy/Forms/Submitresume', payload: { ...applicationText } })).statusCode,
        ).toBe(200);
        expect((await listOutbox(routesStore.store.db)).map((row) => row.kind)).toEqual(['contact-message', 'application']);
      } finally {
        await app.close();
        await routesStore.dispose();
      }
    });
  });
}

describe('the worker log', () => {
  it('names no one: no address, name or subject', () => {
    expect(logged).toContain('notification mail sent');
    expect(logged).toContain('notification mail not sent');
    for (const secret of ['@', 'Abena', 'Owusu', 'Ama', 'Mensah', 'Kojo', 'Accountant', 'Contact message from'])
      expect(logged).not.toContain(secret);
  });
});
