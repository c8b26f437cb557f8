import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { listOutbox } from '../store/outbox';
import { outbox, staffAudit, subscriptions } from '../store/schema';
import { openTestStore, storeKinds, testApp } from '../test/test-app';
import { sampleJob } from '../test/admin-kit';
import { addJob } from '../domain/jobs';
import { dispatchJobAlerts } from '../domain/job-alerts';
import { askToSubscribe, dropUnconfirmed } from '../domain/subscribing';
import { startMailings } from '../domain/mailings';

/**
 * Double opt-in and the personal links (issue 40, points 2 and 3): a newsletter or job-alert address
 * is pending, and mailed nothing but its confirmation, until the mailed link is followed; an alert of
 * a vacancy is queued once to each confirmed address of its category; every such mail carries a
 * personal unsubscribe link that works in one click, from the page or from the mail client (RFC 8058).
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

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', host: 'localhost' }, payload: payload as object });
const subscription = async (email: string, type: 'Newsletter' | 'JobAlerts') =>
  (
    await store.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.email, email), eq(subscriptions.type, type)))
  )[0];
const mailsTo = async (email: string, kind?: string) =>
  (await store.db.select().from(outbox).where(eq(outbox.recipient, email))).filter((row) => !kind || row.kind === kind);
const tokenIn = (body: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(body)?.[1];

describe('a newsletter subscription', () => {
  it('answers as the spec says, stays pending, and mails only a confirmation link', async () => {
    const answer = await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'ama.reader@example.com' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Subscribed.' });
    expect(await subscription('ama.reader@example.com', 'Newsletter')).toMatchObject({ status: 'pending', confirmedAt: null });
    const [mail] = await mailsTo('ama.reader@example.com');
    expect(mail).toMatchObject({ kind: 'subscription-confirmation', subject: 'Confirm your subscription – Volta Systems newsletter' });
    expect(tokenIn(mail!.body, '/confirm-subscription')).toBeDefined();
  });

  it('sends one confirmation however often the address is entered in ten minutes', async () => {
    for (let i = 0; i < 3; i += 1) await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'kofi.many@example.com' });
    expect(await mailsTo('kofi.many@example.com')).toHaveLength(1);
  });

  it('is active once the link is followed, audited; the link used again answers the same; a confirmed address gets no new mail', async () => {
    await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'esi.confirm@example.com' });
    const token = tokenIn((await mailsTo('esi.confirm@example.com'))[0]!.body, '/confirm-subscription')!;
    const confirmed = await post('/api/contact/confirm-subscription', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Subscription confirmed.', type: 'Newsletter', categories: [] });
    expect(await subscription('esi.confirm@example.com', 'Newsletter')).toMatchObject({ status: 'active', confirmedAt: expect.any(Date) });
    expect((await post('/api/contact/confirm-subscription', { token })).statusCode).toBe(200);
    const audited = await store.db.select().from(staffAudit).where(eq(staffAudit.action, 'subscription.confirm'));
    expect(audited.length).toBeGreaterThanOrEqual(1);
    expect(audited[0]).toMatchObject({ actor: 'anonymous' });
    await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'esi.confirm@example.com' });
    expect(await mailsTo('esi.confirm@example.com')).toHaveLength(1);
  });

  it('refuses a malformed token (400) and an unknown one (404), each with a sentence', async () => {
    const malformed = await post('/api/contact/confirm-subscription', { token: 'short' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await post('/api/contact/confirm-subscription', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('This confirmation link is not valid or has expired. Subscribe again to get a new one.');
  });

  it("runs out after 7 days; an address that never confirmed is dropped by the mailings' next round", async () => {
    const day = 24 * 3_600_000;
    const askedAt = (daysAgo: number) => new Date(store.clock().getTime() - daysAgo * day);
    await store.db.transaction((tx) =>
      askToSubscribe(tx, { email: 'late@example.com', list: 'Newsletter' }, 'https://site.test', askedAt(8)),
    );
    await store.db.transaction((tx) =>
      askToSubscribe(tx, { email: 'recent@example.com', list: 'Newsletter' }, 'https://site.test', askedAt(6)),
    );
    const token = tokenIn((await mailsTo('late@example.com'))[0]!.body, '/confirm-subscription')!;
    expect((await post('/api/contact/confirm-subscription', { token })).statusCode).toBe(404);
    const warnings: unknown[] = [];
    const mailings = startMailings({
      db: store.db,
      site: 'https://site.test',
      rate: { batchSize: 10, intervalMs: 60_000 },
      now: store.clock,
      log: { info: () => undefined, warn: (...args: unknown[]) => void warnings.push(args) },
      pollMs: 3_600_000,
    });
    await mailings.runOnce();
    await mailings.stop();
    expect(warnings).toEqual([]);
    expect(await subscription('late@example.com', 'Newsletter')).toBeUndefined();
    const drops = await store.db.select().from(staffAudit).where(eq(staffAudit.action, 'subscription.drop-unconfirmed'));
    expect(drops.map((row) => row.actor)).toEqual(['system:mailings']);
    expect((await subscription('recent@example.com', 'Newsletter'))?.status).toBe('pending');
  });

  it('asks again an address whose first request ran out before it was dropped', async () => {
    const start = new Date(store.clock().getTime() - 9 * 24 * 3_600_000);
    await store.db.transaction((tx) => askToSubscribe(tx, { email: 'again@example.com', list: 'Newsletter' }, 'https://site.test', start));
    expect((await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'again@example.com' })).statusCode).toBe(200);
    const links = (await mailsTo('again@example.com')).map((mail) => tokenIn(mail.body, '/confirm-subscription')!);
    expect(links).toHaveLength(2);
    expect((await post('/api/contact/confirm-subscription', { token: links[0] })).statusCode).toBe(404);
    expect((await post('/api/contact/confirm-subscription', { token: links[1] })).statusCode).toBe(200);
    expect((await subscription('again@example.com', 'Newsletter'))?.status).toBe('active');
  });
});

describe('job alerts', () => {
  it('refuses no category and an unknown one with the form’s sentences', async () => {
    const none = await post('/api/contact/job-alerts', { subscriberEmail: 'a@example.com', categories: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toContain('Choose at least one kind of job.');
    const unknown = await post('/api/contact/job-alerts', { subscriberEmail: 'a@example.com', categories: ['Astronaut'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('are confirmed by link, then a vacancy of the category is queued once, with its one-click unsubscribe', async () => {
    const asked = await post('/api/contact/job-alerts', {
      subscriberEmail: 'yaw.alerts@example.com',
      categories: ['Engineer', 'Designer'],
    });
    expect(asked.statusCode).toBe(200);
    const [confirmation] = await mailsTo('yaw.alerts@example.com');
    expect(confirmation!.body).toContain('Engineer, Designer');
    const confirmed = await post('/api/contact/confirm-subscription', { token: tokenIn(confirmation!.body, '/confirm-subscription') });
    expect(confirmed.json()).toMatchObject({ type: 'JobAlerts', categories: ['Engineer', 'Designer'] });

    const actor = { name: 'hr@volta.test', address: null, at: new Date(store.clock().getTime() + 60_000) };
    const engineer = await addJob(store.db, actor, { ...sampleJob, title: 'Alerted Engineer' });
    await addJob(store.db, actor, { ...sampleJob, title: 'Unalerted Accountant', category: 'Finance', type: 'Accountant' });
    expect(await dispatchJobAlerts(store.db, 'https://site.test', 50, actor.at)).toBe(1);
    expect(await dispatchJobAlerts(store.db, 'https://site.test', 50, actor.at)).toBe(0);
    const [alert] = await mailsTo('yaw.alerts@example.com', 'job-alert');
    expect(alert).toMatchObject({ subject: 'New job: Alerted Engineer – Volta Systems', subjectId: engineer });
    expect(alert!.body).toContain(`https://site.test/careers/${engineer}`);
    expect(alert!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/site\.test\/api\/contact\/unsubscribe-link\/one-click\?token=[A-Za-z0-9_-]{43}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The mail client's one click: a form POST to the header's address.
    const oneClick = alert!.headers!['List-Unsubscribe']!.slice(1, -1).replace('https://site.test', '');
    const answer = await app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(await subscription('yaw.alerts@example.com', 'JobAlerts')).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(Date),
    });
    // The page's link (the same token) answers the same afterwards.
    const token = tokenIn(alert!.body, '/unsubscribe')!;
    expect((await post('/api/contact/unsubscribe-link', { token })).statusCode).toBe(200);
    // Unsubscribed: the next vacancy is not queued to it.
    await addJob(store.db, actor, { ...sampleJob, title: 'Second Engineer' });
    expect(await dispatchJobAlerts(store.db, 'https://site.test', 50, actor.at)).toBe(0);
  });

  it('answers an unknown unsubscribe link 404, from the page and from a mail client', async () => {
    expect((await post('/api/contact/unsubscribe-link', { token: 'B'.repeat(43) })).statusCode).toBe(404);
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/contact/unsubscribe-link/one-click?token=${'B'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(404);
  });

  it('lists nothing but the confirmation for an address that never confirmed', async () => {
    await post('/api/contact/job-alerts', { subscriberEmail: 'never@example.com', categories: ['Engineer'] });
    const actor = { name: 'hr@volta.test', address: null, at: new Date(store.clock().getTime() + 120_000) };
    await addJob(store.db, actor, { ...sampleJob, title: 'Third Engineer' });
    await dispatchJobAlerts(store.db, 'https://site.test', 50, actor.at);
    expect((await listOutbox(store.db)).filter((row) => row.recipient === 'never@example.com').map((row) => row.kind)).toEqual([
      'subscription-confirmation',
    ]);
  });
});

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;

  describe(`addresses that never confirmed, on ${kind}`, () => {
    afterAll(() => opened.dispose());

    it('are dropped after 7 days with an audit row each, as the dispatcher, in the same transaction', async () => {
      const { db, clock } = opened.store;
      const askedAt = (daysAgo: number) => new Date(clock().getTime() - daysAgo * 24 * 3_600_000);
      for (const [email, daysAgo] of [
        ['old.one@example.com', 9],
        ['old.two@example.com', 8],
        ['young@example.com', 6],
      ] as const)
        await db.transaction((tx) => askToSubscribe(tx, { email, list: 'Newsletter' }, 'https://site.test', askedAt(daysAgo)));
      expect(await dropUnconfirmed(db, clock())).toBe(2);
      expect((await db.select({ email: subscriptions.email }).from(subscriptions)).map((row) => row.email)).toEqual(['young@example.com']);
      const rows = await db.select().from(staffAudit).where(eq(staffAudit.action, 'subscription.drop-unconfirmed'));
      expect(rows.map((row) => row.actor)).toEqual(['system:mailings', 'system:mailings']);
      expect(await dropUnconfirmed(db, clock())).toBe(0);
    });
  });
}
