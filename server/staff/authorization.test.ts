import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/contracts/call';
import { staffCalls, type StaffCallName } from '../../src/contracts/staff/calls';
import * as OTPAuth from 'otpauth';
import { mayCall, needsSecondFactor, staffRoles, type StaffRole } from '../../src/contracts/staff/roles';
import { listArticles } from '../domain/articles';
import { listJobs } from '../domain/jobs';
import { createIssue } from '../domain/newsletter';
import { dayOf } from '../clock';
import { multipartBody } from '../test/documents';
import { openTestStore, storeKinds, testApp } from '../test/test-app';
import {
  disableDirectly,
  makeAccount,
  makeApplication,
  origin,
  sessionFor,
  staffArticle as article,
  staffJob as job,
  testPassword,
} from '../test/staff-kit';

/**
 * The authorization matrix, generated from the staff call table: every call × anonymous, hr,
 * marketing, admin, an admin signed in without a second factor, an admin whose last proof that it
 * was them is 11 minutes old, and a disabled account. The expected status comes from the call's
 * `access` and `recentSignIn` alone; each call needs a request below that its allowed roles get its
 * answer for, so a new call without one fails here.
 */
type Principal = 'anonymous' | StaffRole | 'admin without a second factor' | 'admin not confirmed lately' | 'disabled';
const principals: Principal[] = ['anonymous', ...staffRoles, 'admin without a second factor', 'admin not confirmed lately', 'disabled'];
/** A code no authenticator app shows for the secret AAAA… now (six digits, never one of the three steps accepted). */
const wrongCode = (now: Date) => {
  const right = [-30_000, 0, 30_000].map((offset) =>
    OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32('A'.repeat(32)), timestamp: now.getTime() + offset }),
  );
  return ['000000', '111111', '222222', '333333'].find((code) => !right.includes(code))!;
};
type Fixture = { id?: number; query?: Record<string, string>; json?: unknown; multipart?: ReturnType<typeof multipartBody>; ok: number };

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;

  describe(`the staff authorization matrix on ${kind}`, () => {
    let app: Awaited<ReturnType<typeof testApp>>;
    const users = {} as Record<Exclude<Principal, 'anonymous' | 'admin without a second factor' | 'admin not confirmed lately'>, number>;
    const perRole = {} as Record<StaffRole, { application: { id: number; fileId: number }; target: number; resetTarget: number }>;
    let jobId = 0;
    let articleId = 0;
    /** A draft issue for each principal, which its send may send once. */
    const issueIds = {} as Record<Principal, number>;

    beforeAll(async () => {
      app = await testApp(store);
      for (const role of staffRoles) users[role] = await makeAccount(store, `${role}@volta.test`, role);
      users.disabled = await makeAccount(store, 'gone@volta.test', 'admin');
      jobId = (await listJobs(store.db, dayOf(store.clock())))[0]!.id;
      for (const role of staffRoles) {
        perRole[role] = {
          application: await makeApplication(store, jobId, `Applicant${role}`),
          target: await makeAccount(store, `target-${role}@volta.test`, 'hr'),
          // Its own: a reset does not enable the account the disable call has just disabled.
          resetTarget: await makeAccount(store, `reset-target-${role}@volta.test`, 'hr'),
        };
      }
      articleId = (await listArticles(store.db))[0]!.id;
      const writer = { name: 'marketing@volta.test', address: null, at: store.clock() };
      for (const principal of principals) issueIds[principal] = await createIssue(store.db, writer, { subject: principal, body: 'Hello' });
    });
    afterAll(async () => {
      await app.close();
      await dispose();
    });

    const fixtures: Record<StaffCallName, (role: StaffRole, tag: string) => Fixture> = {
      me: () => ({ ok: 200 }),
      signIn: (role) => ({ json: { email: `${role}@volta.test`, password: testPassword }, ok: 200 }),
      // No password step is waiting for its code.
      signInSecondFactor: () => ({ json: { code: '123456' }, ok: 401 }),
      confirmIdentity: () => ({ json: { password: testPassword }, ok: 200 }),
      confirmIdentityOptions: () => ({ ok: 200 }),
      confirmIdentityWithPasskey: () => ({
        json: { response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'e30' } } },
        ok: 400,
      }),
      authenticatorStatus: () => ({ ok: 200 }),
      startAuthenticator: () => ({ ok: 200 }),
      addAuthenticator: () => ({ json: { secret: 'A'.repeat(32), code: wrongCode(store.clock()) }, ok: 400 }),
      // The accounts have no authenticator app: there is none to remove or renew the codes of.
      removeAuthenticator: () => ({ ok: 409 }),
      newRecoveryCodes: () => ({ ok: 409 }),
      renamePasskey: () => ({ id: 999_999, json: { name: 'Work laptop' }, ok: 404 }),
      removePasskey: () => ({ id: 999_999, ok: 404 }),
      signOut: () => ({ ok: 204 }),
      signOutEverywhere: () => ({ ok: 204 }),
      checkSetUpToken: () => ({ json: { token: 'x'.repeat(43) }, ok: 400 }),
      setUpAccount: () => ({ json: { token: 'x'.repeat(43), password: 'a long enough password' }, ok: 400 }),
      // A wrong current password: the call is made, and the password stays for the other cells.
      changePassword: () => ({ json: { currentPassword: 'not the password', newPassword: 'Velvet lagoon 42 harbour kite' }, ok: 400 }),
      listOwnSessions: () => ({ ok: 200 }),
      endOwnSession: () => ({ json: { handle: '0'.repeat(24) }, ok: 404 }),
      listPasskeys: () => ({ ok: 200 }),
      passkeyRegistrationOptions: () => ({ ok: 200 }),
      verifyPasskeyRegistration: () => ({
        json: { response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'e30' } } },
        ok: 400,
      }),
      passkeyAuthenticationOptions: () => ({ ok: 200 }),
      verifyPasskeyAuthentication: () => ({
        json: { response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'e30' } } },
        ok: 400,
      }),
      listMessages: () => ({ query: { q: 'a', sort: 'email', order: 'asc' }, ok: 200 }),
      listSubscribers: () => ({ ok: 200 }),
      exportSubscribers: () => ({ ok: 200 }),
      listApplications: () => ({ query: { jobId: String(jobId), status: 'new' }, ok: 200 }),
      getApplication: (role) => ({ id: perRole[role].application.id, ok: 200 }),
      // The role's own move; the other admins' add a note (the application is reviewed already).
      markApplication: (role, tag) => ({
        id: perRole[role].application.id,
        json: tag === role ? { status: 'reviewed', note: 'Good CV' } : { note: `Seen by ${tag}` },
        ok: 200,
      }),
      downloadApplicationFile: (role) => ({ id: perRole[role].application.fileId, ok: 200 }),
      listJobs: () => ({ ok: 200 }),
      jobTaxonomy: () => ({ ok: 200 }),
      getJob: () => ({ id: jobId, ok: 200 }),
      createJob: (_role, tag) => ({ json: job(`Matrix ${tag}`), ok: 200 }),
      editJob: (_role, tag) => ({ id: jobId, json: job(`Edited by ${tag}`), ok: 200 }),
      closeJob: () => ({ id: jobId, ok: 200 }),
      fillJob: () => ({ id: jobId, ok: 200 }),
      withdrawJob: () => ({ id: jobId, ok: 200 }),
      reopenJob: () => ({ id: jobId, ok: 200 }),
      listArticles: () => ({ query: { sort: 'title' }, ok: 200 }),
      getArticleSource: () => ({ id: articleId, ok: 200 }),
      createArticle: (_role, tag) => ({
        multipart: multipartBody([{ name: 'article', value: JSON.stringify(article(`Matrix ${tag}`)) }]),
        ok: 200,
      }),
      editArticle: (_role, tag) => ({
        id: articleId,
        multipart: multipartBody([{ name: 'article', value: JSON.stringify(article(`Edited ${tag}`)) }]),
        ok: 200,
      }),
      previewArticle: () => ({ json: { longDescription: 'A', points: [], body: '<script>x</script>' }, ok: 200 }),
      publishArticle: () => ({ id: articleId, ok: 200 }),
      unpublishArticle: () => ({ id: articleId, ok: 200 }),
      listNewsletterIssues: () => ({ ok: 200 }),
      getNewsletterIssue: (_role, tag) => ({ id: issueIds[tag as Principal], ok: 200 }),
      createNewsletterIssue: (_role, tag) => ({ json: { subject: `Matrix ${tag}`, body: '# News' }, ok: 200 }),
      editNewsletterIssue: (_role, tag) => ({ id: issueIds[tag as Principal], json: { subject: `Edited ${tag}`, body: 'News' }, ok: 200 }),
      previewNewsletterIssue: () => ({ json: { subject: 'Preview', body: '<script>x</script>' }, ok: 200 }),
      sendNewsletterTest: (_role, tag) => ({ id: issueIds[tag as Principal], ok: 200 }),
      sendNewsletterIssue: (_role, tag) => ({ id: issueIds[tag as Principal], ok: 200 }),
      listUsers: () => ({ ok: 200 }),
      addUser: (_role, tag) => ({ json: { email: `added-by-${tag.replace(/\W+/g, '-')}@volta.test`, role: 'hr' }, ok: 200 }),
      disableUser: (role) => ({ id: perRole[role].target, ok: 200 }),
      resetUser: (role) => ({ id: perRole[role].resetTarget, ok: 200 }),
      listAudit: () => ({ query: { pageSize: '5' }, ok: 200 }),
    };

    function expected(name: StaffCallName, principal: Principal, fixture: Fixture): number {
      const { access, path, recentSignIn } = staffCalls[name];
      if (access === 'anonymous') return fixture.ok;
      if (principal === 'anonymous' || principal === 'disabled') return 401;
      if (principal === 'admin without a second factor' && needsSecondFactor(access)) return 403;
      if (principal === 'admin not confirmed lately' && recentSignIn) return 403;
      if (mayCall(access, roleOf(principal))) return fixture.ok;
      return path.includes(':id') ? 404 : 403;
    }
    const roleOf = (principal: Exclude<Principal, 'anonymous'>): StaffRole =>
      principal === 'disabled' || principal.startsWith('admin') ? 'admin' : (principal as StaffRole);
    async function sessionOf(principal: Exclude<Principal, 'anonymous'>) {
      if (principal === 'admin without a second factor') return sessionFor(store, users.admin, store.clock(), { strong: false });
      if (principal === 'admin not confirmed lately')
        return sessionFor(store, users.admin, store.clock(), { confirmedAt: new Date(store.clock().getTime() - 11 * 60_000) });
      return sessionFor(store, users[principal]);
    }

    // Calls that end the session go last, so the others run with a live one.
    const names = (Object.keys(staffCalls) as StaffCallName[]).sort(
      (a, b) => Number(a.startsWith('signOut')) - Number(b.startsWith('signOut')),
    );
    for (const name of names) {
      for (const principal of principals) {
        it(`${staffCalls[name].method} ${staffCalls[name].path} as ${principal}`, async () => {
          const role: StaffRole = principal === 'anonymous' ? 'admin' : roleOf(principal);
          const fixture = fixtures[name](role, principal);
          const session = principal === 'anonymous' ? undefined : await sessionOf(principal);
          if (principal === 'disabled') await disableDirectly(store, users.disabled);
          const body = fixture.multipart
            ? { payload: fixture.multipart.payload }
            : fixture.json !== undefined
              ? { payload: fixture.json as object }
              : {};
          const answer = await app.inject({
            method: staffCalls[name].method,
            url: callPath(staffCalls[name], fixture.id),
            query: fixture.query,
            headers: {
              origin,
              ...(session && { cookie: session.cookie, 'x-csrf-token': session.csrfToken }),
              ...fixture.multipart?.headers,
            },
            ...body,
          });
          expect(answer.statusCode, answer.body).toBe(expected(name, principal, fixture));
          expect(answer.headers['cache-control']).toBe('no-store');
        });
      }
    }
  });
}
