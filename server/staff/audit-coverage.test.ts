import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/contracts/call';
import { staffCalls, type StaffCallName } from '../../src/contracts/staff/calls';
import { auditSince } from '../domain/audit';
import { addUser } from '../domain/staff-accounts';
import { listJobs } from '../domain/jobs';
import { dayOf } from '../clock';
import type { Store } from '../store/open-store';
import { storeVisitor } from '../test/admin-kit';
import { multipartBody } from '../test/documents';
import { softPasskey } from '../test/soft-passkey';
import { makeAccount, makeApplication, origin, sessionFor, staffArticle, staffJob, testPassword } from '../test/staff-kit';
import { openTestStore, testApp } from '../test/test-app';

/**
 * Every staff call (issue 38, point 2): each one that changes a record, signs in or out, or takes
 * visitors' data out leaves its audit row, as the account that made it; the others say here why they
 * keep none. The cases are keyed by the call table, so a new call without a case fails to compile and
 * fails the first test.
 */

/** `cookie`: a session of the request's own (a password step waiting for its code) instead of the admin's. */
type Request = { id?: number; json?: unknown; multipart?: ReturnType<typeof multipartBody>; signedIn?: boolean; cookie?: string };
type Case =
  /** Why the call leaves no row: it reads (nothing personal: reads of an application or messages are audited), or keeps only a challenge used once within minutes. */
  | { keepsNoRow: string }
  /** The request (made as the admin unless `signedIn: false`), and the row it must leave, by whom. */
  | { request: () => Promise<Request> | Request; action: string; actor?: () => string };

const admin = 'admin@volta.test';
/** The admin's password once changePassword has run (the cases run in their order). */
const newPassword = 'Velvet lagoon 42 harbour kite';
const newcomer = 'new@volta.test';
const reads = { keepsNoRow: 'reads' };
const passkey = softPasskey(origin);
const state = {
  adminId: 0,
  application: { id: 0, fileId: 0 },
  jobId: 0,
  articleId: 0,
  issueId: 0,
  colleague: 0,
  setUpToken: '',
  passkeyId: 0,
  secret: '',
  recoveryCodes: [] as string[],
};
/** The app's code for the secret, `steps` of 30 seconds from now. */
const appCode = (steps = 0) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(state.secret), timestamp: store.clock().getTime() + steps * 30_000 });
let store: Store;
let dispose: () => Promise<void>;
let app: Awaited<ReturnType<typeof testApp>>;

async function call(name: StaffCallName, { id, json, multipart, signedIn = true, cookie }: Request = {}) {
  const session = signedIn && !cookie ? await sessionFor(store, state.adminId) : undefined;
  const answer = await app.inject({
    method: staffCalls[name].method,
    url: callPath(staffCalls[name], id),
    headers: {
      origin,
      ...(session && { cookie: session.cookie, 'x-csrf-token': session.csrfToken }),
      ...(cookie && { cookie }),
      ...multipart?.headers,
    },
    ...(multipart ? { payload: multipart.payload } : json !== undefined ? { payload: json as object } : {}),
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
}

const articleParts = (title: string) => multipartBody([{ name: 'article', value: JSON.stringify(staffArticle(title)) }]);

const cases: Record<StaffCallName, Case> = {
  me: reads,
  signIn: { request: () => ({ json: { email: admin, password: testPassword }, signedIn: false }), action: 'sign-in' },
  changePassword: {
    request: () => ({ json: { currentPassword: testPassword, newPassword } }),
    action: 'password.change',
  },
  listOwnSessions: reads,
  endOwnSession: {
    request: async () => {
      const { items } = (await call('listOwnSessions')).json<{ items: { handle: string; current: boolean }[] }>();
      return { json: { handle: items.find((item) => !item.current)!.handle } };
    },
    action: 'session.end',
  },
  signOut: { request: () => ({}), action: 'sign-out' },
  signOutEverywhere: { request: () => ({}), action: 'sign-out.everywhere' },
  checkSetUpToken: { keepsNoRow: 'reads a token (POST: it travels in the body, never in an address)' },
  setUpAccount: {
    request: () => ({ json: { token: state.setUpToken, password: 'Velvet lagoon 42 harbour kite' }, signedIn: false }),
    action: 'user.set-up',
    actor: () => newcomer,
  },
  listPasskeys: reads,
  passkeyRegistrationOptions: { keepsNoRow: 'keeps a challenge, used once within 5 minutes' },
  verifyPasskeyRegistration: {
    request: async () => ({ json: { response: passkey.register((await call('passkeyRegistrationOptions')).json()), name: 'Laptop' } }),
    action: 'passkey.add',
  },
  renamePasskey: {
    request: async () => {
      state.passkeyId = (await call('listPasskeys')).json<{ items: { id: number }[] }>().items[0]!.id;
      return { id: state.passkeyId, json: { name: 'Work laptop' } };
    },
    action: 'passkey.rename',
  },
  passkeyAuthenticationOptions: { keepsNoRow: 'keeps a challenge, used once within 5 minutes' },
  verifyPasskeyAuthentication: {
    request: async () => {
      const options = (await call('passkeyAuthenticationOptions', { signedIn: false })).json();
      return { json: { response: passkey.authenticate(options, `staff-${state.adminId}`) }, signedIn: false };
    },
    action: 'sign-in',
  },
  confirmIdentityOptions: { keepsNoRow: 'keeps a challenge, used once within 5 minutes' },
  confirmIdentityWithPasskey: {
    request: async () => ({
      json: { response: passkey.authenticate((await call('confirmIdentityOptions')).json(), `staff-${state.adminId}`) },
    }),
    action: 'session.confirm',
  },
  authenticatorStatus: reads,
  startAuthenticator: { keepsNoRow: 'makes a secret and keeps nothing until a code confirms it' },
  addAuthenticator: {
    request: async () => {
      state.secret = (await call('startAuthenticator')).json<{ secret: string }>().secret;
      return { json: { secret: state.secret, code: appCode() } };
    },
    action: 'authenticator.add',
  },
  newRecoveryCodes: { request: () => ({}), action: 'recovery-codes.replace' },
  signInSecondFactor: {
    request: async () => {
      const step = await call('signIn', { json: { email: admin, password: newPassword }, signedIn: false });
      const cookie = String(step.headers['set-cookie']).split(';')[0]!;
      // The code of the next step: the one of this step was used to turn the app on.
      return { json: { code: appCode(1) }, cookie };
    },
    action: 'sign-in',
  },
  confirmIdentity: {
    request: async () => {
      state.recoveryCodes = (await call('newRecoveryCodes')).json<{ recoveryCodes: string[] }>().recoveryCodes;
      return { json: { password: newPassword, code: state.recoveryCodes[0] } };
    },
    action: 'session.confirm',
  },
  removePasskey: {
    request: async () => {
      // A second passkey, removed; the first stays.
      await call('verifyPasskeyRegistration', {
        json: { response: softPasskey(origin).register((await call('passkeyRegistrationOptions')).json()) },
      });
      const { items } = (await call('listPasskeys')).json<{ items: { id: number }[] }>();
      return { id: items.at(-1)!.id };
    },
    action: 'passkey.remove',
  },
  removeAuthenticator: { request: () => ({}), action: 'authenticator.remove' },
  listMessages: { request: () => ({}), action: 'messages.read' },
  listSubscribers: reads,
  exportSubscribers: { request: () => ({}), action: 'subscribers.export' },
  listApplications: reads,
  getApplication: { request: () => ({ id: state.application.id }), action: 'application.read' },
  markApplication: {
    request: () => ({ id: state.application.id, json: { status: 'reviewed', note: 'Good CV' } }),
    action: 'application.mark',
  },
  downloadApplicationFile: { request: () => ({ id: state.application.fileId }), action: 'application.file.download' },
  listJobs: reads,
  jobTaxonomy: reads,
  getJob: reads,
  createJob: { request: () => ({ json: staffJob('Audited engineer') }), action: 'job.create' },
  editJob: { request: () => ({ id: state.jobId, json: staffJob('Audited engineer, edited') }), action: 'job.edit' },
  closeJob: { request: () => ({ id: state.jobId }), action: 'job.close' },
  fillJob: { request: () => ({ id: state.jobId }), action: 'job.fill' },
  withdrawJob: { request: () => ({ id: state.jobId }), action: 'job.withdraw' },
  reopenJob: { request: () => ({ id: state.jobId }), action: 'job.reopen' },
  listArticles: reads,
  getArticleSource: reads,
  createArticle: { request: () => ({ multipart: articleParts('Audited article') }), action: 'article.create' },
  editArticle: { request: () => ({ id: state.articleId, multipart: articleParts('Audited article, edited') }), action: 'article.edit' },
  previewArticle: { keepsNoRow: 'renders what it is sent; stores nothing' },
  listNewsletterIssues: reads,
  getNewsletterIssue: reads,
  createNewsletterIssue: { request: () => ({ json: { subject: 'Audited issue', body: '# News' } }), action: 'newsletter.create' },
  editNewsletterIssue: {
    request: () => ({ id: state.issueId, json: { subject: 'Audited issue, edited', body: 'News' } }),
    action: 'newsletter.edit',
  },
  previewNewsletterIssue: { keepsNoRow: 'renders what it is sent; stores nothing' },
  sendNewsletterTest: { request: () => ({ id: state.issueId }), action: 'newsletter.test' },
  sendNewsletterIssue: { request: () => ({ id: state.issueId }), action: 'newsletter.send' },
  unpublishArticle: { request: () => ({ id: state.articleId }), action: 'article.unpublish' },
  publishArticle: { request: () => ({ id: state.articleId }), action: 'article.publish' },
  listUsers: reads,
  addUser: { request: () => ({ json: { email: 'added@volta.test', role: 'hr' } }), action: 'user.add' },
  resetUser: { request: () => ({ id: state.colleague }), action: 'user.reset' },
  disableUser: { request: () => ({ id: state.colleague }), action: 'user.disable' },
  listAudit: reads,
};

describe('every staff call', () => {
  beforeAll(async () => {
    ({ store, dispose } = (await openTestStore('pglite'))!);
    app = await testApp(store);
    state.adminId = await makeAccount(store, admin, 'admin');
    state.colleague = await makeAccount(store, 'colleague@volta.test', 'hr');
    const link = await addUser(store.db, newcomer, 'hr', { name: 'cli:test', address: null, at: store.clock() }, origin, {
      showLink: true,
    });
    state.setUpToken = link.setUpLink!.split('#token=')[1]!;
    const jobId = (await listJobs(store.db, dayOf(store.clock())))[0]!.id;
    state.application = await makeApplication(store, jobId, 'Audited');
    await storeVisitor(store, 'visitor@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await dispose();
  });

  it('has a case: its audit row, or why it keeps none (only reads and one-time challenges)', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(staffCalls).sort());
    for (const [name, written] of Object.entries(cases)) {
      if ('keepsNoRow' in written && written.keepsNoRow === 'reads') expect(staffCalls[name as StaffCallName].method, name).toBe('GET');
    }
  });

  for (const [name, written] of Object.entries(cases) as [StaffCallName, Case][]) {
    if ('keepsNoRow' in written) continue;
    it(`${staffCalls[name].method} ${staffCalls[name].path} leaves its audit row (${written.action})`, async () => {
      const seen = (await auditSince(store.db)).length;
      const answer = await call(name, await written.request());
      if (name === 'createJob') state.jobId = answer.json<{ id: number }>().id;
      if (name === 'createArticle') state.articleId = answer.json<{ id: number }>().id;
      if (name === 'createNewsletterIssue') state.issueId = answer.json<{ id: number }>().id;
      const rows = (await auditSince(store.db)).slice(seen);
      expect(
        rows.find((row) => row.action === written.action),
        JSON.stringify(rows),
      ).toMatchObject({
        actor: written.actor?.() ?? admin,
      });
    });
  }
});
