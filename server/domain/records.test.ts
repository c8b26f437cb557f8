import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf } from '../test/documents';
import { openTestStore, storeKinds } from '../test/test-app';
import { findArticlePage, listPublishedArticles } from '../store/articles';
import { findJobPage, listOpenJobs } from '../store/jobs';
import { applicationFiles as applicationFilesTable, applications, contactMessages, outbox, subscriptions } from '../store/schema';
import type { Store } from '../store/open-store';
import { takeApplicationFiles } from './applications';
import { addJob, closeJob, listJobs } from './jobs';
import { listArticles, publishArticle, republishArticle, unpublishArticle } from './articles';
import { BadInputError, NotFoundError } from './errors';
import { exportColumns, exportRows } from './exports';
import { listOutbox } from './outbox';
import { forget, purge } from './privacy';
import { auditSince } from './audit';
import { sampleArticle, sampleJob, storeVisitor } from '../test/admin-kit';
import { dayOf } from '../clock';

const visitor = (store: Store, email: string) => storeVisitor(store, email);

/** The staff account the operations act as (the command line's --as). */
const staff = { name: 'ama@voltasystems.com', address: 'cli:tester', at: new Date('2026-11-26T09:00:00Z') };

async function rowsOf(store: Store, email: string) {
  const where = <T extends typeof subscriptions.email | typeof contactMessages.email | typeof applications.email>(column: T) =>
    eq(column, email);
  const applicationIds = (await store.db.select({ id: applications.id }).from(applications).where(where(applications.email))).map(
    (row) => row.id,
  );
  return {
    subscriptions: (await store.db.select().from(subscriptions).where(where(subscriptions.email))).length,
    messages: (await store.db.select().from(contactMessages).where(where(contactMessages.email))).length,
    applications: applicationIds.length,
    files: applicationIds.length
      ? (await store.db.select().from(applicationFilesTable).where(inArray(applicationFilesTable.applicationId, applicationIds))).length
      : 0,
    outboxRows: (await store.db.select().from(outbox).where(eq(outbox.replyTo, email))).length,
  };
}

/** `years` before the store's clock: the rows it writes are timed by it. */
const yearsAgo = (store: Store, years: number) => new Date(store.clock().getTime() - years * 365 * 24 * 3600 * 1000);

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;

  describe(`admin operations on ${kind}`, () => {
    afterAll(dispose);

    it('exports each kind with its columns; --since keeps what was created at or after it', async () => {
      const { applicationId, messageId } = await visitor(store, 'export.new@example.com');
      const old = await visitor(store, 'export.old@example.com');
      const past = yearsAgo(store, 1);
      await store.db.update(subscriptions).set({ createdAt: past }).where(eq(subscriptions.email, 'export.old@example.com'));
      await store.db.update(contactMessages).set({ createdAt: past }).where(eq(contactMessages.id, old.messageId));
      await store.db.update(applications).set({ createdAt: past }).where(eq(applications.id, old.applicationId));
      const since = new Date(store.clock().getTime() - 24 * 3600 * 1000);

      for (const exportKind of ['subscribers', 'messages', 'applications'] as const) {
        const all = await exportRows(store.db, staff, exportKind);
        for (const row of all) expect(Object.keys(row)).toEqual(exportColumns[exportKind]);
        const recent = await exportRows(store.db, staff, exportKind, since);
        expect((await auditSince(store.db)).at(-1)).toMatchObject({
          actor: staff.name,
          action: `${exportKind}.export`,
          details: { rows: recent.length, since: since.toISOString() },
        });
        const emails = (rows: typeof all) => rows.map((row) => row.email);
        expect(emails(all)).toEqual(expect.arrayContaining(['export.new@example.com', 'export.old@example.com']));
        expect(emails(recent)).toContain('export.new@example.com');
        expect(emails(recent)).not.toContain('export.old@example.com');
      }
      const [message] = (await exportRows(store.db, staff, 'messages', since)).filter((row) => row.id === messageId);
      expect(message).toMatchObject({
        full_name: 'Abena Owusu',
        company: 'Owusu Logistics',
        message_body: 'Hello.',
        kind: 'message',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const [application] = (await exportRows(store.db, staff, 'applications')).filter((row) => row.id === applicationId);
      expect(application).toMatchObject({
        source: 'apply',
        first_name: 'Ama',
        job_title: 'Accountant',
        salary_expectation: '4500.00',
        files: 'cv.pdf; letter.docx',
      });
      const subscribers = (await exportRows(store.db, staff, 'subscribers')).filter((row) => row.email === 'export.new@example.com');
      expect(subscribers.map((row) => row.type).sort()).toEqual(['Newsletter', 'contactACS']);
    });

    it("gives an application's files byte for byte; a missing id is NotFound", async () => {
      const { applicationId } = await visitor(store, 'files@example.com');
      const files = await takeApplicationFiles(store.db, staff, applicationId);
      expect(files.map((file) => [file.field, file.fileName])).toEqual([
        ['Resume', 'cv.pdf'],
        ['CoverLetter', 'letter.docx'],
      ]);
      expect(Buffer.compare(readFileSync(store.files.pathOf(files[0]!.sha256)), samplePdf)).toBe(0);
      expect(Buffer.compare(readFileSync(store.files.pathOf(files[1]!.sha256)), sampleDocx)).toBe(0);
      const [withoutFiles] = await store.db
        .insert(applications)
        .values({
          ...(await store.db.select().from(applications).where(eq(applications.id, applicationId)))[0]!,
          id: undefined,
          // A row of its own: its own reference (none), not the copied one's.
          reference: null,
          source: 'submit-resume',
        })
        .returning({ id: applications.id });
      expect(await takeApplicationFiles(store.db, staff, withoutFiles!.id)).toEqual([]);
      await expect(takeApplicationFiles(store.db, staff, 999_999)).rejects.toThrow(
        new NotFoundError('There is no application with id 999999.'),
      );
    });

    it('adds, lists and closes a job: a closed job leaves the open list, and its page says it is closed', async () => {
      const actor = { name: 'cli:test', address: null, at: store.clock() };
      const id = await addJob(store.db, actor, sampleJob);
      const today = dayOf(store.clock());
      const open = await listOpenJobs(store.db, today, { pageNo: 1, pageSize: 100 });
      expect(open.items.map((item) => item.id)).toContain(id);
      expect(await findJobPage(store.db, id, today)).toMatchObject({
        title: sampleJob.title,
        deadline: sampleJob.deadline,
        decriptionPoints: sampleJob.decriptionPoints,
      });
      expect(await listJobs(store.db, today)).toContainEqual({
        id,
        status: 'open',
        title: sampleJob.title,
        category: 'Engineer',
        type: 'Backend Engineer',
        location: 'Accra, Ghana',
        deadline: '2031-12-31',
      });

      expect(await closeJob(store.db, actor, id)).toEqual({ id, title: sampleJob.title, changed: true });
      expect((await listOpenJobs(store.db, today, { pageNo: 1, pageSize: 100 })).items.map((item) => item.id)).not.toContain(id);
      expect(await findJobPage(store.db, id, today)).toEqual({ id, title: sampleJob.title, ended: 'closed' });
      expect((await listJobs(store.db, today)).find((job) => job.id === id)?.status).toBe('closed');
      expect(await closeJob(store.db, actor, id)).toEqual({ id, title: sampleJob.title, changed: false });
      await expect(closeJob(store.db, actor, 999_999)).rejects.toThrow('There is no job with id 999999.');
    });

    it('publishes, lists, unpublishes and republishes an article', async () => {
      const actor = { name: 'cli:test', address: null, at: store.clock() };
      const { id, slug } = await publishArticle(store, actor, sampleArticle);
      expect(slug).toBe('ussd-is-not-dead');
      expect(await findArticlePage(store.db, id)).toMatchObject({
        title: sampleArticle.title,
        date: '2025-03-01',
        bodyHtml: '<p>Talk to us about your\nnext service.</p>\n<p>We answer within a day.</p>',
        hero: null,
      });
      expect(await findArticlePage(store.db, slug)).toMatchObject({ id });
      expect(await listArticles(store.db)).toContainEqual({
        id,
        status: 'published',
        date: '2025-03-01',
        slug,
        title: sampleArticle.title,
        author: 'Efua Asante',
      });
      expect(await unpublishArticle(store.db, actor, id)).toEqual({ id, title: sampleArticle.title, slug, changed: true });
      expect(await findArticlePage(store.db, id)).toBeNull();
      expect((await listPublishedArticles(store.db, { pageNo: 1, pageSize: 100 })).items.map((item) => item.id)).not.toContain(id);
      expect((await listArticles(store.db)).find((article) => article.id === id)?.status).toBe('draft');
      expect(await unpublishArticle(store.db, actor, id)).toEqual({ id, title: sampleArticle.title, slug, changed: false });
      await expect(unpublishArticle(store.db, actor, 999_999)).rejects.toThrow(NotFoundError);
      expect(await republishArticle(store.db, actor, id)).toEqual({ id, title: sampleArticle.title, slug, changed: true });
      expect(await findArticlePage(store.db, slug)).toMatchObject({ id });
      await expect(republishArticle(store.db, actor, 999_999)).rejects.toThrow('There is no article with id 999999.');
      await expect(publishArticle(store, actor, sampleArticle)).rejects.toThrow(
        new BadInputError(
          `Article ${id} "USSD is not dead" (published) has the slug "ussd-is-not-dead" already: change that article with \`articles edit ${id} FILE\`, or give this one another slug (a line such as \`slug: ussd-is-not-dead-2\` in its front matter).`,
        ),
      );
    });

    it('forgets everything of one address, in any case, and nothing of another', async () => {
      await visitor(store, 'forget.me@example.com');
      await visitor(store, 'keep.me@example.com');
      const kept = await rowsOf(store, 'keep.me@example.com');
      expect(kept).toEqual({ subscriptions: 2, messages: 1, applications: 1, files: 2, outboxRows: 2 });

      expect(await forget(store.db, staff, ' Forget.Me@Example.COM ')).toEqual({
        subscriptions: 2,
        messages: 1,
        applications: 1,
        files: 2,
        outboxRows: 2,
      });
      expect(await rowsOf(store, 'forget.me@example.com')).toEqual({
        subscriptions: 0,
        messages: 0,
        applications: 0,
        files: 0,
        outboxRows: 0,
      });
      expect(await rowsOf(store, 'keep.me@example.com')).toEqual(kept);
      // Audited with who and how much, never the address it was asked to forget.
      const [row] = (await auditSince(store.db)).filter((entry) => entry.action === 'data.forget').slice(-1);
      expect(row).toMatchObject({ actor: staff.name, address: 'cli:tester', target: null, details: { applications: 1, files: 2 } });
      expect(JSON.stringify(row)).not.toMatch(/forget\.me/i);
      expect(await forget(store.db, staff, 'forget.me@example.com')).toEqual({
        subscriptions: 0,
        messages: 0,
        applications: 0,
        files: 0,
        outboxRows: 0,
      });
    });

    it('lists the outbox, all or by status', async () => {
      const { messageId } = await visitor(store, 'outbox@example.com');
      const [row] = await store.db.select().from(outbox).where(eq(outbox.replyTo, 'outbox@example.com')).limit(1);
      await store.db
        .update(outbox)
        .set({ status: 'sent', attempts: 1, sentAt: store.clock(), lastError: 'first try timed out' })
        .where(eq(outbox.id, row!.id));
      const all = await listOutbox(store.db);
      const sent = await listOutbox(store.db, 'sent');
      const pending = await listOutbox(store.db, 'pending');
      expect(sent.map((entry) => entry.id)).toContain(row!.id);
      expect(pending.map((entry) => entry.id)).not.toContain(row!.id);
      expect(all.length).toBe(sent.length + pending.length);
      expect(sent.find((entry) => entry.id === row!.id)).toEqual({
        id: row!.id,
        kind: 'contact-message',
        subject_id: messageId,
        recipient: 'sales@example.com',
        subject: 'Contact message from Abena Owusu (Owusu Logistics)',
        status: 'sent',
        attempts: 1,
        next_attempt_at: null,
        // Sent since: the old error is not shown (a row sent before the worker cleared it keeps one).
        last_error: null,
      });
      // A row still waiting shows its last error.
      const [waiting] = await store.db.select().from(outbox).where(eq(outbox.status, 'pending')).limit(1);
      await store.db.update(outbox).set({ attempts: 2, lastError: '421 try later' }).where(eq(outbox.id, waiting!.id));
      expect((await listOutbox(store.db, 'pending')).find((entry) => entry.id === waiting!.id)?.last_error).toBe('421 try later');
      expect(pending.find((entry) => entry.kind === 'application' && entry.recipient === 'hr@example.com')?.next_attempt_at).toMatch(
        /^\d{4}-/,
      );
    });

    it('purges applications, messages and their e-mails older than the date, and nothing newer', async () => {
      const old = await visitor(store, 'purge.old@example.com');
      await visitor(store, 'purge.new@example.com');
      const threeYearsAgo = yearsAgo(store, 3);
      await store.db.update(applications).set({ createdAt: threeYearsAgo }).where(eq(applications.id, old.applicationId));
      await store.db.update(contactMessages).set({ createdAt: threeYearsAgo }).where(eq(contactMessages.id, old.messageId));
      const newer = await rowsOf(store, 'purge.new@example.com');

      const before = yearsAgo(store, 2);
      expect(await purge(store.db, staff, before)).toEqual({ applications: 1, files: 2, messages: 1, outboxRows: 2 });
      expect((await auditSince(store.db)).filter((entry) => entry.action === 'data.purge').slice(-1)[0]).toMatchObject({
        actor: staff.name,
        details: { before: before.toISOString(), applications: 1, files: 2, messages: 1, outboxRows: 2 },
      });
      // Subscriptions stay; everything else of the old visitor is gone.
      expect(await rowsOf(store, 'purge.old@example.com')).toEqual({
        subscriptions: 2,
        messages: 0,
        applications: 0,
        files: 0,
        outboxRows: 0,
      });
      expect(await rowsOf(store, 'purge.new@example.com')).toEqual(newer);
      expect(await purge(store.db, staff, yearsAgo(store, 2))).toEqual({ applications: 0, files: 0, messages: 0, outboxRows: 0 });
      // The files went with their application (the foreign key cascades).
      expect(await store.db.select().from(applicationFilesTable).where(eq(applicationFilesTable.applicationId, old.applicationId))).toEqual(
        [],
      );
    });
  });
}
