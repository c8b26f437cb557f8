import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../src/contracts/application-pipeline';
import { applicationDetail, updateApplication } from '../domain/applications';
import { auditSince } from '../domain/audit';
import { applications, deletionRequests, outbox } from '../store/schema';
import { applicationText } from '../test/documents';
import { buildApp } from '../app';
import { capturedLog, fakeDist, openTestStore, testApp } from '../test/test-app';
import { suiteStart } from '../test/suite-clock';

/**
 * The applicant's private status link (issue 40, point 5): the acknowledgement carries it, the store
 * keeps only its token's hash, and with it the applicant reads the stage in the company's words,
 * withdraws while the application is open, and asks HR, once, to delete their data; each change is
 * audited as the applicant's. An unknown token and an expired link are the same 404.
 */
let now = new Date(suiteStart);
const { store, dispose } = (await openTestStore('pglite', { clock: () => now }))!;
const log = capturedLog();
let app: Awaited<ReturnType<typeof testApp>>;
const origin = 'https://careers.volta.test';

beforeAll(async () => {
  app = await testApp(store, { publicOrigin: origin });
});
afterAll(async () => {
  await app.close();
  await dispose();
});

const post = (url: string, payload: object, key?: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(key && { 'idempotency-key': key }) }, payload });
const status = (token: string) => post('/api/job-vacancy/application-status', { token });
const withdraw = (token: string, key?: string) => post('/api/job-vacancy/withdraw-application', { token }, key);
const askDeletion = (token: string, key?: string) => post('/api/job-vacancy/request-data-deletion', { token }, key);

const staff = { name: 'hr@volta.test', address: '127.0.0.1', at: suiteStart };
let applicants = 0;

/** Applies (as the resume form does) and answers the application's id, reference and the token its acknowledgement mail carries. */
async function apply() {
  applicants += 1;
  const email = `applicant.${applicants}@example.com`;
  const answer = await post('/api/job-vacancy/Forms/Submitresume', { ...applicationText, EmailAddress: email });
  expect(answer.statusCode, answer.body).toBe(200);
  const { id, reference } = answer.json<{ id: number; reference: string }>();
  const [mail] = await store.db.select().from(outbox).where(eq(outbox.recipient, email));
  const link = mail!.body.match(/https:\/\/\S+/)![0];
  const token = new URL(link).searchParams.get('token')!;
  return { id, reference, token, link, body: mail!.body };
}

async function moveTo(id: number, path: ApplicationStatus[]) {
  for (const next of path) await updateApplication(store.db, staff, id, { status: next });
}

describe("the acknowledgement's status link", () => {
  it('is a 43-character token on the public origin, of which the store keeps only the SHA-256', async () => {
    const { id, token, link, body } = await apply();
    expect(link).toBe(`${origin}/application-status?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toContain('It works until 26 November 2028, when we delete applications.');
    const [row] = await store.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.statusTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // Each application its own token.
    expect((await apply()).token).not.toBe(token);
  });

  it('opens the stage in the company words, nothing more of what was sent', async () => {
    const { reference, token } = await apply();
    const answer = await status(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      reference,
      jobTitle: 'Accountant',
      sentAt: expect.stringMatching(/^2026-11-26T/),
      status: 'new',
      stage: { name: 'Received', meaning: expect.stringContaining('Your application has arrived.') },
      mayWithdraw: true,
      deletionRequestedAt: null,
      linkExpiresAt: expect.stringMatching(/^2028-11-26T/),
    });
  });

  it('answers an unknown token and an expired link with the same 404 problem', async () => {
    const { token } = await apply();
    const unknown = await status('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(unknown.json()).toMatchObject({
      status: 404,
      title: 'Not Found',
      detail: expect.stringMatching(/^This status link is not valid/),
    });
    for (const call of [withdraw, askDeletion]) expect((await call('nonsense')).json()).toEqual(unknown.json());

    now = new Date('2028-11-26T08:59:59Z');
    expect((await status(token)).statusCode).toBe(200);
    now = new Date('2028-11-26T09:00:01Z');
    const expired = await status(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(unknown.json());
    expect((await withdraw(token)).statusCode).toBe(404);
    now = new Date(suiteStart);
  });

  it('refuses a body without a token with a 400 problem', async () => {
    const answer = await post('/api/job-vacancy/application-status', {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400, detail: expect.stringContaining('token') });
  });

  it('never writes the token to the log', async () => {
    // With a line per request (ACCESS_LOG): the paths are there, the token is not.
    const logged = await buildApp({
      config: { distDir: fakeDist(), trustProxy: false, rateLimitMax: 10_000, logLevel: 'info', accessLog: true },
      store,
      logger: log.logger,
    });
    const { token } = await apply();
    await logged.inject({ method: 'GET', url: `/application-status?token=${token}` });
    await logged.inject({ method: 'POST', url: '/api/job-vacancy/application-status', payload: { token } });
    await logged.close();
    expect(log.text()).toContain('/application-status');
    expect(log.text()).not.toContain(token);
  });
});

describe('withdrawing', () => {
  it.each<[ApplicationStatus, ApplicationStatus[]]>([
    ['new', []],
    ['reviewed', ['reviewed']],
    ['shortlisted', ['reviewed', 'shortlisted']],
  ])('is allowed from %s, with its history row and audit row as the applicant', async (from, path) => {
    const { id, reference, token } = await apply();
    await moveTo(id, path);
    const answer = await withdraw(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'withdrawn', stage: { name: 'Withdrawn' }, mayWithdraw: false });
    const detail = await applicationDetail(store.db, id);
    expect(detail.status).toBe('withdrawn');
    expect(detail.history.at(-1)).toMatchObject({ from, to: 'withdrawn', by: `applicant:${reference}` });
    expect(detail.nextStatuses).toEqual([]);
    const rows = (await auditSince(store.db)).filter((row) => row.target === `application ${id}` && row.action === 'application.withdraw');
    expect(rows).toEqual([expect.objectContaining({ actor: `applicant:${reference}`, details: { from, to: 'withdrawn' } })]);
  });

  it.each<[ApplicationStatus, ApplicationStatus[]]>([
    ['rejected', ['rejected']],
    ['hired', ['reviewed', 'shortlisted', 'hired']],
  ])('is refused once %s, with a 409 problem', async (final, path) => {
    const { id, token } = await apply();
    await moveTo(id, path);
    const answer = await withdraw(token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ status: 409, detail: 'This application is closed, so it can no longer be withdrawn.' });
    expect((await applicationDetail(store.db, id)).status).toBe(final);
    expect((await status(token)).json()).toMatchObject({ stage: { name: 'Closed' }, mayWithdraw: false });
  });

  it('a second time is a 409 problem; a repeat with the same Idempotency-Key answers the first answer', async () => {
    const { id, token } = await apply();
    const first = await withdraw(token, 'withdraw-1');
    const replay = await withdraw(token, 'withdraw-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await withdraw(token, 'withdraw-2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'This application was withdrawn already.' });
    expect((await applicationDetail(store.db, id)).history).toHaveLength(1);
  });

  it('is one staff can never make', async () => {
    const { id } = await apply();
    await expect(updateApplication(store.db, staff, id, { status: 'withdrawn' })).rejects.toThrow(
      /can be marked reviewed or rejected, not withdrawn/,
    );
  });
});

describe('asking for the data to be deleted', () => {
  it('records the request, mails HR once and audits it; asking again answers the same', async () => {
    const { id, reference, token } = await apply();
    const first = await askDeletion(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ reference, deletionRequestedAt: expect.stringMatching(/^2026-11-26T/) });
    const second = await askDeletion(token, 'deletion-2');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());

    expect(await store.db.select().from(deletionRequests).where(eq(deletionRequests.applicationId, id))).toEqual([
      expect.objectContaining({ reference }),
    ]);
    const mails = await store.db.select().from(outbox).where(eq(outbox.kind, 'deletion-request'));
    const mine = mails.filter((mail) => mail.subjectId === id);
    expect(mine).toEqual([
      expect.objectContaining({
        recipient: 'HR_EMAIL',
        replyTo: `applicant.${applicants}@example.com`,
        subject: `Data deletion request: ${reference}`,
      }),
    ]);
    expect(mine[0]!.body).toContain(`Application: ${id} in the store`);
    expect(mine[0]!.body).not.toContain(token);
    const rows = (await auditSince(store.db)).filter(
      (row) => row.action === 'application.deletion-request' && row.target === `application ${id}`,
    );
    expect(rows).toEqual([expect.objectContaining({ actor: `applicant:${reference}` })]);
    expect((await applicationDetail(store.db, id)).deletionRequestedAt).toBe(first.json().deletionRequestedAt);
  });

  it('may follow a withdrawal, and the status still reads', async () => {
    const { token } = await apply();
    await withdraw(token);
    expect((await askDeletion(token)).json()).toMatchObject({ status: 'withdrawn', deletionRequestedAt: expect.any(String) });
    expect((await status(token)).json()).toMatchObject({ status: 'withdrawn', deletionRequestedAt: expect.any(String) });
  });
});
