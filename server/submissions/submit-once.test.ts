import { count, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problemContentType } from '../../src/contracts/problem';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../problem';
import { KeyTaken, sweepExpiredKeys } from '../store/idempotency-keys';
import { contactMessages, idempotencyKeys, outbox, subscriptions } from '../store/schema';
import { appForSuite, openTestStore, storeKinds, submissionCounts } from '../test/test-app';
import { saveContactMessage } from './contact-message';
import { fingerprintOf, readKey } from './submit-once';
import type { Store } from '../store/open-store';

const contactUs = '/api/contact/contact-us';
const hourMs = 3_600_000;
/** `ms` before the store's clock, which times the keys. */
const ago = (store: Store, ms: number) => new Date(store.clock().getTime() - ms);
const message = {
  fullName: 'Kwame Mensah',
  email: 'kwame@example.com',
  company: 'Mensah Farms',
  messageBody: 'A USSD menu for our buyers.',
};

describe('fingerprintOf', () => {
  it('is the same for the same content whatever the key order, and differs for other content', () => {
    expect(fingerprintOf({ a: 1, b: ['x', { c: null, d: 'y' }] })).toBe(fingerprintOf({ b: ['x', { d: 'y', c: null }], a: 1 }));
    expect(fingerprintOf({ a: 1, b: undefined })).toBe(fingerprintOf({ a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
    expect(fingerprintOf({ a: '1' })).not.toBe(fingerprintOf({ a: 1 }));
    expect(fingerprintOf(['a', 'b'])).not.toBe(fingerprintOf(['b', 'a']));
    expect(fingerprintOf({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('readKey', () => {
  const withHeader = (value?: string | string[]) =>
    ({ headers: value === undefined ? {} : { 'idempotency-key': value } }) as FastifyRequest;

  it('answers the key, or undefined without one', () => {
    expect(readKey(withHeader('0b6f1c52-5f0e-4d0e-9d5a-3c1e0f6b7a21'))).toBe('0b6f1c52-5f0e-4d0e-9d5a-3c1e0f6b7a21');
    expect(readKey(withHeader('"quoted:key/1"'))).toBe('"quoted:key/1"');
    expect(readKey(withHeader())).toBeUndefined();
  });

  it('refuses an empty, spaced, non-ASCII, over-long or repeated key with a 400', () => {
    for (const value of ['', 'a b', 'clé', 'k'.repeat(256), 'one, two', ['one', 'two']]) {
      expect(() => readKey(withHeader(value)), JSON.stringify(value)).toThrow(HttpProblem);
    }
  });
});

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;

  describe(`idempotent submissions on ${kind}`, () => {
    const app = appForSuite(store, dispose);

    const post = (url: string, json: object, key?: string) =>
      app.inject({ method: 'POST', url, payload: json, headers: key === undefined ? {} : { 'idempotency-key': key } });
    const messagesFrom = async (email: string) =>
      (await store.db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.email, email)))[0]!.value;
    const keyRows = async (key: string) => store.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

    it('stores a repeat with the same key once and answers it the first answer, marked as a replay', async () => {
      const sent = { ...message, email: 'repeat@example.com' };
      const outboxBefore = (await store.db.select({ value: count() }).from(outbox))[0]!.value;
      const first = await post(contactUs, sent, 'key-repeat');
      const second = await post(contactUs, { ...sent, fullName: '  Kwame Mensah ' }, 'key-repeat');
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.headers['content-type']).toContain('application/json');
      expect(second.json()).toEqual(first.json());
      expect(await messagesFrom('repeat@example.com')).toBe(1);
      // One message's mails, once: the team's and the sender's acknowledgement.
      expect((await store.db.select({ value: count() }).from(outbox))[0]!.value).toBe(outboxBefore + 2);
      expect(await keyRows('key-repeat')).toMatchObject([{ scope: `POST ${contactUs}`, status: 200, answer: first.json() }]);
    });

    it('stores concurrent requests with the same key once, and answers each the same', async () => {
      const sent = { ...message, email: 'concurrent@example.com' };
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(contactUs, sent, 'key-concurrent')));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await messagesFrom('concurrent@example.com')).toBe(1);
      expect(await keyRows('key-concurrent')).toHaveLength(1);
    });

    it('rolls the submission back when its key was stored by a request that committed first', async () => {
      const claim = { scope: `POST ${contactUs}`, key: 'key-taken', fingerprint: fingerprintOf(message) };
      await store.db
        .insert(idempotencyKeys)
        .values({ ...claim, status: 200, answer: { message: 'Message received.' }, createdAt: store.clock() });
      const sent = { ...message, email: 'taken@example.com' };
      await expect(
        saveContactMessage(store.db, sent, { to: 'sales@example.com' }, store.clock(), { ...claim, answer: () => ({}) }),
      ).rejects.toThrow(KeyTaken);
      expect(await messagesFrom('taken@example.com')).toBe(0);
    });

    it('refuses the key with other content with a 422 problem and stores nothing', async () => {
      await post(contactUs, { ...message, email: 'first@example.com' }, 'key-other-content');
      const before = await submissionCounts(store);
      const other = await post(contactUs, { ...message, email: 'second@example.com' }, 'key-other-content');
      expect(other.statusCode).toBe(422);
      expect(other.headers['content-type']).toContain(problemContentType);
      expect(other.json()).toMatchObject({ status: 422, title: 'Unprocessable Entity' });
      expect(other.json().detail).toContain('Idempotency-Key');
      expect(await submissionCounts(store)).toEqual(before);
    });

    it('stores the submission anew once its key is older than 24 hours', async () => {
      const sent = { ...message, email: 'later@example.com' };
      await post(contactUs, sent, 'key-expired');
      await store.db
        .update(idempotencyKeys)
        .set({ createdAt: ago(store, 24 * hourMs + 1000) })
        .where(eq(idempotencyKeys.key, 'key-expired'));
      const again = await post(contactUs, sent, 'key-expired');
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(await messagesFrom('later@example.com')).toBe(2);
      const [row] = await keyRows('key-expired');
      expect(store.clock().getTime() - row!.createdAt.getTime()).toBeLessThan(60_000);
    });

    it('deletes the keys older than 24 hours when the store sweeps, and only those', async () => {
      const old = Array.from({ length: 15 }, (_, index) => ({
        scope: `POST ${contactUs}`,
        key: `key-old-${index}`,
        fingerprint: 'x',
        status: 200,
        answer: {},
        createdAt: ago(store, 25 * hourMs),
      }));
      await store.db.insert(idempotencyKeys).values(old);
      const oldRows = async () =>
        (
          await store.db
            .select({ value: count() })
            .from(idempotencyKeys)
            .where(lt(idempotencyKeys.createdAt, ago(store, 24 * hourMs)))
        )[0]!.value;
      await post(contactUs, { ...message, email: 'sweep@example.com' }, 'key-sweep-1');
      expect(await oldRows()).toBe(15);
      expect(await sweepExpiredKeys(store.db, store.clock())).toBe(15);
      expect(await oldRows()).toBe(0);
      expect(await keyRows('key-sweep-1')).toHaveLength(1);
    });

    it('refuses a malformed key with a 400 problem naming the header, and stores nothing', async () => {
      const before = await submissionCounts(store);
      for (const key of ['', 'has space', 'k'.repeat(256), 'tab\tkey']) {
        const answer = await post(contactUs, { ...message, email: 'malformed@example.com' }, key);
        expect(answer.statusCode, JSON.stringify(key)).toBe(400);
        expect(answer.headers['content-type']).toContain(problemContentType);
        expect(answer.json().detail).toContain('Idempotency-Key');
      }
      expect(await submissionCounts(store)).toEqual(before);
      expect((await post(contactUs, { ...message, email: 'longest@example.com' }, 'k'.repeat(255))).statusCode).toBe(200);
    });

    it('stores every submission without a key, as before', async () => {
      const sent = { ...message, email: 'nokey@example.com' };
      expect((await post(contactUs, sent)).statusCode).toBe(200);
      expect((await post(contactUs, sent)).statusCode).toBe(200);
      expect(await messagesFrom('nokey@example.com')).toBe(2);
    });

    it('remembers nothing for a refused submission: the key works once the content is put right', async () => {
      expect((await post(contactUs, { ...message, email: 'not an address' }, 'key-refused')).statusCode).toBe(400);
      expect(await keyRows('key-refused')).toHaveLength(0);
      const fixed = await post(contactUs, { ...message, email: 'fixed@example.com' }, 'key-refused');
      expect(fixed.statusCode).toBe(200);
      expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    });

    it('keeps each call’s keys apart: the same key on another call is another submission', async () => {
      await post(contactUs, { ...message, email: 'scope@example.com' }, 'key-shared');
      const subscribed = await post('/api/contact/subscribe?type=Newsletter', { subscriberEmail: 'scope@example.com' }, 'key-shared');
      expect(subscribed.statusCode).toBe(200);
      expect(subscribed.json()).toEqual({ message: 'Subscribed.' });
      expect((await keyRows('key-shared')).map((row) => row.scope).sort()).toEqual([
        'POST /api/contact/contact-us',
        'POST /api/contact/subscribe',
      ]);
    });

    it('leaves a subscription untouched by a repeat, and tells the two types apart', async () => {
      const subscribe = (type: string, key: string) =>
        post(`/api/contact/subscribe?type=${type}`, { subscriberEmail: 'ama@example.com' }, key);
      expect((await subscribe('Newsletter', 'key-subscribe')).statusCode).toBe(200);
      const [before] = await store.db.select().from(subscriptions).where(eq(subscriptions.email, 'ama@example.com'));
      const repeat = await subscribe('Newsletter', 'key-subscribe');
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      const [after] = await store.db.select().from(subscriptions).where(eq(subscriptions.email, 'ama@example.com'));
      expect(after!.updatedAt).toEqual(before!.updatedAt);
      expect((await subscribe('contactACS', 'key-subscribe')).statusCode).toBe(422);
    });

    it('answers a repeated unsubscribe the first answer', async () => {
      const unsubscribe = () => post('/api/contact/unsubscribe', { subscriberEmail: 'ama@example.com' }, 'key-unsubscribe');
      const first = await unsubscribe();
      const second = await unsubscribe();
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
    });
  });
}
