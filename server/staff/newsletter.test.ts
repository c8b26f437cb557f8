import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchNewsletters } from '../domain/newsletter';
import { outbox, subscriptions } from '../store/schema';
import { makeAccount, origin, sessionFor } from '../test/staff-kit';
import { openTestStore, testApp } from '../test/test-app';

/**
 * The newsletter's staff calls as the staff pages make them (issue 40, point 2): a draft written,
 * changed, previewed and tested on the writer alone, then sent once to the confirmed subscribers;
 * a second send and a later change are refused with a sentence the page shows.
 */
const { store, dispose } = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof testApp>>;
let session: { cookie: string; csrfToken: string };

beforeAll(async () => {
  app = await testApp(store);
  session = await sessionFor(store, await makeAccount(store, 'efua.marketing@volta.test', 'marketing'));
  const at = store.clock();
  await store.db.insert(subscriptions).values([
    { email: 'confirmed@example.com', type: 'Newsletter', status: 'active', confirmedAt: at, createdAt: at, updatedAt: at },
    { email: 'waiting@example.com', type: 'Newsletter', status: 'pending', createdAt: at, updatedAt: at },
    // Kept from before double opt-in: active, never confirmed, never mailed.
    { email: 'legacy@example.com', type: 'Newsletter', status: 'active', createdAt: at, updatedAt: at },
  ]);
});
afterAll(async () => {
  await app.close();
  await dispose();
});

const call = (method: 'GET' | 'POST', url: string, json?: unknown) =>
  app.inject({
    method,
    url,
    headers: { origin, cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    ...(json === undefined ? {} : { payload: json as object }),
  });
const mailsOf = (kind: 'newsletter' | 'newsletter-test', issueId: number) =>
  store.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, kind))
    .then((rows) => rows.filter((row) => row.subjectId === issueId));

describe('an issue of the newsletter, through the staff calls', () => {
  it('is written, changed, previewed and tested on the writer, sent once, then stays as sent', async () => {
    const created = await call('POST', '/staff/api/newsletter', { subject: 'November news', body: '## Payroll\n\nFirst.' });
    expect(created.statusCode, created.body).toBe(200);
    const issue = created.json<{ id: number; status: string; subscribers: number }>();
    expect(issue).toMatchObject({ status: 'draft', subscribers: 1 });

    const edited = await call('POST', `/staff/api/newsletter/${issue.id}`, { subject: 'November news', body: '## Payroll\n\nSecond.' });
    expect(edited.json()).toMatchObject({ body: '## Payroll\n\nSecond.' });

    const preview = await call('POST', '/staff/api/newsletter/preview', {
      subject: 'x',
      body: '## Payroll\n\n<script>alert(1)</script>[a](javascript:alert(1))',
    });
    expect(preview.json<{ html: string }>().html).toMatch(/^<h2>Payroll<\/h2>/);
    expect(preview.body).not.toMatch(/<script|javascript:/);

    const test = await call('POST', `/staff/api/newsletter/${issue.id}/test`);
    expect(test.json()).toEqual({ to: 'efua.marketing@volta.test' });
    expect((await mailsOf('newsletter-test', issue.id)).map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['efua.marketing@volta.test', '[Test] November news'],
    ]);

    const send = await call('POST', `/staff/api/newsletter/${issue.id}/send`);
    expect(send.statusCode, send.body).toBe(200);
    expect(send.json()).toEqual({ recipients: 1 });
    const again = await call('POST', `/staff/api/newsletter/${issue.id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: `Newsletter issue ${issue.id} was already sent: an issue is sent once.` });
    const change = await call('POST', `/staff/api/newsletter/${issue.id}`, { subject: 'Changed', body: 'Changed' });
    expect(change.statusCode).toBe(409);

    await dispatchNewsletters(store.db, 'https://site.test', { batchSize: 50, intervalMs: 60_000 }, store.clock());
    expect((await mailsOf('newsletter', issue.id)).map((mail) => mail.recipient)).toEqual(['confirmed@example.com']);
    const listed = await call('GET', '/staff/api/newsletter');
    expect(listed.json()).toMatchObject({
      subscribers: 1,
      items: [{ id: issue.id, subject: 'November news', status: 'sent', counts: { queued: 1, sent: 0, failed: 0, unsubscribed: 0 } }],
    });
  });
});
