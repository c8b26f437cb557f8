import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrorDetail } from '../../src/contracts/problem';
import { expectProblem } from '../test/problems';
import { buildApp } from '../app';
import { openStore, type Store } from '../store/open-store';
import { applicationParts, applicationText, samplePdf } from '../test/documents';
import { createTestDatabase } from '../test/services';
import { capturedLog, fakeDist, storeKinds, testApp, type StoreKind } from '../test/test-app';
import { newStoreDir } from '../test/store-dir';
import { suiteClock } from '../test/suite-clock';

/**
 * What the API does when the store fails under it (here: its connection is closed), and what it
 * writes to the log meanwhile.
 */

/** A fresh store that the test may close itself, with what removes it afterwards. */
async function closableStore(kind: StoreKind): Promise<{ store: Store; remove: () => Promise<void> } | null> {
  if (kind === 'pglite') {
    const dataDir = newStoreDir('volta-failures-');
    const store = await openStore({ dataDir, clock: suiteClock() });
    return { store, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createTestDatabase();
  if (!database) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'volta-failures-files-'));
  const store = await openStore({ dataDir, databaseUrl: database.url, clock: suiteClock() });
  return {
    store,
    remove: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The stand-in built site of each app here, removed at the end. */
const distDirs: string[] = [];
function siteDir(): string {
  const dir = fakeDist();
  distDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of distDirs) rmSync(dir, { recursive: true, force: true });
});

/** Closes the store once, whatever the test did with it before. */
function closeOnce(store: Store): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= store.close());
}

function expectServerError(answer: LightMyRequestResponse) {
  expectProblem(answer, 500, serverErrorDetail);
}

const contactMessage = {
  fullName: 'Nana Failsafe',
  email: 'nana.failsafe@example.com',
  company: 'Failsafe Holdings',
  messageBody: 'Please call me back.',
};

for (const kind of storeKinds) {
  const opened = await closableStore(kind);
  if (!opened) continue;
  const { store, remove } = opened;
  const close = closeOnce(store);
  // At file level, so that the store is removed even when a filter skips the suite.
  afterAll(async () => {
    await close();
    await remove();
  });

  describe(`failed writes on ${kind}`, () => {
    let app: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      app = await testApp(store, { distDir: siteDir() });
      // The app keeps the real db object; its connection is gone from here on.
      await close();
    });
    afterAll(async () => {
      await app.close();
    });

    it('answer a subscribe with a 500 problem, never a success', async () => {
      expectServerError(
        await app.inject({
          method: 'POST',
          url: '/api/contact/subscribe?type=Newsletter',
          payload: { subscriberEmail: 'lost@example.com' },
        }),
      );
      expectServerError(
        await app.inject({ method: 'POST', url: '/api/contact/unsubscribe', payload: { subscriberEmail: 'lost@example.com' } }),
      );
    });

    it('answer a contact message with a 500 problem', async () => {
      expectServerError(await app.inject({ method: 'POST', url: '/api/contact/contact-us', payload: contactMessage }));
    });

    it('answer an application, JSON or multipart with a file, with a 500 problem', async () => {
      expectServerError(await app.inject({ method: 'POST', url: '/api/job-vacancy/Forms/Submitresume', payload: { ...applicationText } }));
      expectServerError(await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...applicationParts() }));
    });
  });
}

describe('the log', () => {
  const secrets = {
    subscriber: 'secret.subscriber@example.com',
    name: 'Zebedee Quillfeather',
    email: 'zebedee.quillfeather@example.com',
    company: 'Quillfeather Orbital Mining',
    message: 'Confidential: our launch is on the ninth.',
    applicantFirst: 'Philomena',
    applicantLast: 'Marchbanks',
    applicantEmail: 'philomena.marchbanks@example.com',
    phone: '+233 55 123 4567',
    marker: 'FILE-MARKER-7f3a9c2e-do-not-log',
    unsubscribe: 'secret.person@example.com',
  };
  const log = capturedLog();
  const answers: { method: string; path: string; status: number }[] = [];
  let removeStore: () => Promise<void>;

  beforeAll(async () => {
    const { store, remove } = (await closableStore('pglite'))!;
    const close = closeOnce(store);
    removeStore = async () => {
      await close();
      await remove();
    };
    const distDir = siteDir();
    mkdirSync(join(distDir, 'unsubscribe'));
    writeFileSync(join(distDir, 'unsubscribe', 'index.html'), '<!doctype html><title>Unsubscribe</title>');
    const app = await buildApp({
      config: { distDir, trustProxy: false, rateLimitMax: 10_000, logLevel: 'info', accessLog: true },
      store,
      logger: log.logger,
    });
    await app.ready();
    const send = async (method: 'GET' | 'POST', url: string, rest: object = {}) => {
      const answer = await app.inject({ method, url, ...rest });
      answers.push({ method, path: url.split('?', 1)[0]!, status: answer.statusCode });
      return answer;
    };
    try {
      expect(
        (await send('POST', '/api/contact/subscribe?type=Newsletter', { payload: { subscriberEmail: secrets.subscriber } })).statusCode,
      ).toBe(200);
      const message = { fullName: secrets.name, email: secrets.email, company: secrets.company, messageBody: secrets.message };
      expect((await send('POST', '/api/contact/contact-us', { payload: message })).statusCode).toBe(200);
      const withMarker = Buffer.concat([samplePdf, Buffer.from(`\n% ${secrets.marker}\n`)]);
      const application = applicationParts(
        {
          FirstName: secrets.applicantFirst,
          LastName: secrets.applicantLast,
          EmailAddress: secrets.applicantEmail,
          PhoneNumber: secrets.phone,
        },
        { Resume: withMarker },
      );
      expect((await send('POST', '/api/job-vacancy/apply', application)).statusCode).toBe(200);
      expect((await send('GET', `/unsubscribe?email=${encodeURIComponent(secrets.unsubscribe)}`)).statusCode).toBe(200);
      // The same personal data again, into a store that fails: the error is logged, not the data.
      // First with the tables gone, so that each write fails at its query (whose error carries the
      // values it was sent with, inside a transaction or not)...
      for (const table of ['subscriptions', 'contact_messages', 'applications']) {
        await store.db.execute(sql.raw(`alter table ${table} rename to ${table}_gone`));
      }
      expect(
        (await send('POST', '/api/contact/subscribe?type=Newsletter', { payload: { subscriberEmail: secrets.subscriber } })).statusCode,
      ).toBe(500);
      expect((await send('POST', '/api/contact/contact-us', { payload: message })).statusCode).toBe(500);
      expect((await send('POST', '/api/job-vacancy/apply', application)).statusCode).toBe(500);
      // ...then with its connection closed.
      await close();
      expect((await send('POST', '/api/contact/contact-us', { payload: message })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await removeStore();
  });

  it('holds no address, name, company, message or file content', () => {
    expect(log.text()).not.toBe('');
    for (const [what, secret] of Object.entries(secrets)) {
      expect(log.text().toLowerCase().includes(secret.toLowerCase()), `the log holds the ${what} (${secret})`).toBe(false);
    }
    // Not even the address in the query string, encoded.
    expect(log.text()).not.toContain(encodeURIComponent(secrets.unsubscribe));
  });

  it('holds each request by its path and each answer by its status, the failure included', () => {
    const entries = log
      .text()
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            msg?: string;
            req?: { method: string; path: string };
            res?: { statusCode: number };
            ms?: number;
            reqId?: string;
          },
      );
    // ACCESS_LOG: one line a request, with its answer and its time; Fastify's own two lines are off.
    const access = entries.filter((entry) => entry.msg === 'request');
    expect(access.map((entry) => entry.req)).toEqual(answers.map(({ method, path }) => ({ method, path })));
    expect(access.map((entry) => entry.res?.statusCode)).toEqual(answers.map((answer) => answer.status));
    for (const entry of access) expect(entry.ms).toBeGreaterThanOrEqual(0);
    expect(entries.filter((entry) => entry.msg === 'incoming request' || entry.msg === 'request completed')).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 500, 500, 500, 500]);
    expect(entries.filter((entry) => entry.msg === 'request failed')).toHaveLength(4);
  });
});

describe('the log by default (ACCESS_LOG unset)', () => {
  /** The lines a few answered requests leave at a level, without ACCESS_LOG. */
  async function linesAt(level: string) {
    const log = capturedLog(level);
    const app = await buildApp({
      config: { distDir: fakeDist(), trustProxy: false, rateLimitMax: 10_000, logLevel: level },
      store: openedStore,
      logger: log.logger,
    });
    try {
      for (const url of ['/healthz', '/', '/api/job-vacancy/available']) expect((await app.inject({ url })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    return log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; req?: { path: string } });
  }
  let openedStore: Store;
  let removeStore: () => Promise<void>;
  beforeAll(async () => {
    const { store, remove } = (await closableStore('pglite'))!;
    openedStore = store;
    removeStore = async () => {
      await store.close();
      await remove();
    };
  });
  afterAll(() => removeStore());

  it('writes no line for an answered request at info, where `npm start` runs', async () => {
    expect(await linesAt('info')).toEqual([]);
  });

  it('writes one line as each request arrives at debug, by its path', async () => {
    const arrived = (await linesAt('debug')).filter((line) => line.msg === 'request arrived');
    expect(arrived.map((line) => line.req?.path)).toEqual(['/healthz', '/', '/api/job-vacancy/available']);
  });
});
