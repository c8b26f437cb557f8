import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startMailWorker } from '../mail/worker';
import type { Executor } from '../store/database';
import { newsletterDeliveries, outbox, staffAudit, subscriptions } from '../store/schema';
import { startSmtp } from '../test/smtp-kit';
import { openTestStore } from '../test/test-app';
import { BadInputError } from './errors';
import { createIssue, dispatchNewsletters, editIssue, issueSource, sendIssue, sendTestIssue } from './newsletter';
import { unsubscribeWithLink } from './subscribing';

/**
 * The newsletter's sending (issue 40, point 2): to confirmed subscribers only, in batches at the
 * configured rate, once per address whatever crashes or a second process do, refused a second time,
 * each mail with its personal one-click unsubscribe; the counts the staff page shows.
 */
const { store, dispose } = (await openTestStore('pglite'))!;
const smtp = await startSmtp();
afterAll(async () => {
  await dispose();
  await smtp.close();
});

const site = 'https://site.test';
const minute = 60_000;
const writer = (at: Date) => ({ name: 'efua@volta.test', address: '127.0.0.1', at });

async function subscriber(email: string, state: 'confirmed' | 'pending' | 'unsubscribed', at: Date) {
  const [row] = await store.db
    .insert(subscriptions)
    .values({
      email,
      type: 'Newsletter',
      status: state === 'confirmed' ? 'active' : state,
      confirmedAt: state === 'pending' ? null : at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

const issueMails = async (issueId: number) =>
  store.db
    .select()
    .from(outbox)
    .where(eq(outbox.subjectId, issueId))
    .then((rows) => rows.filter((row) => row.kind === 'newsletter'));

describe('sending an issue', () => {
  it('goes in batches at the rate to confirmed subscribers only, then is sent; a second send is refused', async () => {
    const start = store.clock();
    for (const n of [1, 2, 3, 4, 5]) await subscriber(`reader${n}@example.com`, 'confirmed', start);
    await subscriber('pending@example.com', 'pending', start);
    await subscriber('left@example.com', 'unsubscribed', start);
    const id = await createIssue(store.db, writer(start), { subject: 'November news', body: '# Hello\n\nWe shipped **HR3**.' });
    await sendTestIssue(store.db, writer(start), id, 'efua@volta.test');
    expect(await sendIssue(store.db, writer(start), id)).toEqual({ recipients: 5 });
    await expect(sendIssue(store.db, writer(start), id)).rejects.toThrow(BadInputError);
    await expect(editIssue(store.db, writer(start), id, { subject: 'Changed', body: 'x' })).rejects.toThrow(BadInputError);

    const rate = { batchSize: 2, intervalMs: minute };
    expect(await dispatchNewsletters(store.db, site, rate, start)).toBe(2);
    // The interval has not passed: nothing more.
    expect(await dispatchNewsletters(store.db, site, rate, new Date(start.getTime() + 30_000))).toBe(0);
    expect(await dispatchNewsletters(store.db, site, rate, new Date(start.getTime() + minute))).toBe(2);
    expect(await dispatchNewsletters(store.db, site, rate, new Date(start.getTime() + 2 * minute))).toBe(1);
    expect(await dispatchNewsletters(store.db, site, rate, new Date(start.getTime() + 3 * minute))).toBe(0);
    const mails = await issueMails(id);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `reader${n}@example.com`));
    const source = await issueSource(store.db, id);
    expect(source).toMatchObject({ status: 'sent', counts: { queued: 5, sent: 0, failed: 0, unsubscribed: 0 } });
    // Every change audited, in its transaction: the writer's, then the server's own when the last batch is queued.
    const audited = await store.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `newsletter ${id}`));
    expect(audited.map((row) => [row.actor, row.action])).toEqual([
      ['efua@volta.test', 'newsletter.create'],
      ['efua@volta.test', 'newsletter.test'],
      ['efua@volta.test', 'newsletter.send'],
      ['system:mailings', 'newsletter.sent'],
    ]);
    const [test] = await store.db.select().from(outbox).where(eq(outbox.kind, 'newsletter-test'));
    expect(test).toMatchObject({ recipient: 'efua@volta.test', subject: '[Test] November news', headers: null });
  });

  it('reaches a real SMTP server with its HTML, its personal link and the RFC 8058 headers; an unsubscribe counts for the issue', async () => {
    // The worker sends what is due by the store's clock.
    const start = store.clock();
    const id = await createIssue(store.db, writer(start), { subject: 'December news', body: '## A heading\n\nText.' });
    await sendIssue(store.db, writer(start), id);
    await dispatchNewsletters(store.db, site, { batchSize: 50, intervalMs: minute }, start);
    const worker = startMailWorker({
      db: store.db,
      files: store.files,
      now: store.clock,
      smtpUrl: smtp.url,
      from: 'news@volta.example.com',
      recipients: { SALES_EMAIL: 'sales@volta.example.com', HR_EMAIL: 'hr@volta.example.com' },
      log: pino({ level: 'silent' }),
      pollMs: 50,
    });
    try {
      await expect.poll(async () => (await issueSource(store.db, id)).counts.sent, { timeout: 15_000 }).toBe(5);
    } finally {
      await worker.stop();
    }
    const delivered = smtp.delivered.find((one) => one.envelopeTo.includes('reader1@example.com') && one.mail.subject === 'December news')!;
    expect(delivered.mail.html).toContain('<h2');
    const listUnsubscribe = delivered.mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line;
    const token = /one-click\?token=([\w-]{43})>/.exec(listUnsubscribe)![1]!;
    expect(delivered.mail.headerLines.find((line) => line.key === 'list-unsubscribe-post')!.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(delivered.mail.text).toContain(`${site}/unsubscribe?token=`);
    await unsubscribeWithLink(store.db, token, new Date(start.getTime() + minute));
    expect((await issueSource(store.db, id)).counts).toEqual({ queued: 5, sent: 5, failed: 0, unsubscribed: 1 });
  });

  it('resumes after a crash mid-batch without queueing anyone twice, and two dispatchers together queue each address once', async () => {
    const start = new Date(store.clock().getTime() + 20 * minute);
    for (const n of [6, 7, 8]) await subscriber(`reader${n}@example.com`, 'confirmed', start);
    const id = await createIssue(store.db, writer(start), { subject: 'January news', body: 'Text.' });
    await sendIssue(store.db, writer(start), id);
    // The process dies after the batch's second mail is queued: its transaction never commits.
    let queued = 0;
    const dying = new Proxy(store.db, {
      get(target, key) {
        if (key !== 'transaction') return Reflect.get(target, key);
        return (work: (tx: Executor) => Promise<unknown>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get(inner, name) {
                  if (name !== 'insert') return Reflect.get(inner, name);
                  return (table: unknown) => {
                    if (table === newsletterDeliveries && ++queued === 2) throw new Error('the process died');
                    return inner.insert(table as typeof newsletterDeliveries);
                  };
                },
              }),
            ),
          );
      },
    });
    await expect(dispatchNewsletters(dying, site, { batchSize: 50, intervalMs: minute }, start)).rejects.toThrow('the process died');
    expect(await issueMails(id)).toHaveLength(0);
    // After the restart, two processes' dispatchers at once.
    await Promise.all([
      dispatchNewsletters(store.db, site, { batchSize: 3, intervalMs: minute }, start),
      dispatchNewsletters(store.db, site, { batchSize: 3, intervalMs: minute }, start),
    ]);
    for (let round = 1; round <= 4; round += 1)
      await dispatchNewsletters(store.db, site, { batchSize: 3, intervalMs: minute }, new Date(start.getTime() + round * minute));
    const recipients = (await issueMails(id)).map((mail) => mail.recipient);
    expect(new Set(recipients).size).toBe(recipients.length);
    // Every confirmed subscriber still active: five from the first test less the one who left, and three new.
    expect(recipients).toHaveLength(7);
    expect((await issueSource(store.db, id)).status).toBe('sent');
  });
});
