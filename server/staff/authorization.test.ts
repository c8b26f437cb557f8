import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/contracts/call';
import { staffCalls, type StaffCallName } from '../../src/contracts/staff/calls';
import { mayCall, staffRoles, type StaffRole } from '../../src/contracts/staff/roles';
import { listArticles } from '../domain/articles';
import { listJobs } from '../domain/jobs';
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
 * marketing, admin and a disabled account. The expected status comes from the call's `access` alone;
 * each call needs a request below that its allowed roles get a 2xx for, so a new call without one
 * fails here.
 */
type Principal = 'anonymous' | StaffRole | 'disabled';
const principals: Principal[] = ['anonymous', ...staffRoles, 'disabled'];
type Fixture = { id?: number; query?: Record<string, string>; json?: unknown; multipart?: ReturnType<typeof multipartBody>; ok: number };

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;

  describe(`the staff authorization matrix on ${kind}`, () => {
    let app: Awaited<ReturnType<typeof testApp>>;
    const users = {} as Record<Exclude<Principal, 'anonymous'>, number>;
    const perRole = {} as Record<StaffRole, { application: { id: number; fileId: number }; target: number; resetTarget: number }>;
    let jobId = 0;
    let articleId = 0;

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
    });
    afterAll(async () => {
      await app.close();
      await dispose();
    });

    const fixtures: Record<StaffCallName, (role: StaffRole) => Fixture> = {
      me: () => ({ ok: 200 }),
      signIn: (role) => ({ json: { email: `${role}@volta.test`, password: testPassword }, ok: 200 }),
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
      markApplication: (role) => ({ id: perRole[role].application.id, json: { status: 'reviewed', note: 'Good CV' }, ok: 200 }),
      downloadApplicationFile: (role) => ({ id: perRole[role].application.fileId, ok: 200 }),
      listJobs: () => ({ ok: 200 }),
      jobTaxonomy: () => ({ ok: 200 }),
      getJob: () => ({ id: jobId, ok: 200 }),
      createJob: (role) => ({ json: job(`Matrix ${role}`), ok: 200 }),
      editJob: (role) => ({ id: jobId, json: job(`Edited by ${role}`), ok: 200 }),
      closeJob: () => ({ id: jobId, ok: 200 }),
      reopenJob: () => ({ id: jobId, ok: 200 }),
      listArticles: () => ({ query: { sort: 'title' }, ok: 200 }),
      getArticleSource: () => ({ id: articleId, ok: 200 }),
      createArticle: (role) => ({
        multipart: multipartBody([{ name: 'article', value: JSON.stringify(article(`Matrix ${role}`)) }]),
        ok: 200,
      }),
      editArticle: (role) => ({
        id: articleId,
        multipart: multipartBody([{ name: 'article', value: JSON.stringify(article(`Edited ${role}`)) }]),
        ok: 200,
      }),
      previewArticle: () => ({ json: { longDescription: 'A', points: [], body: '<script>x</script>' }, ok: 200 }),
      publishArticle: () => ({ id: articleId, ok: 200 }),
      unpublishArticle: () => ({ id: articleId, ok: 200 }),
      listUsers: () => ({ ok: 200 }),
      addUser: (role) => ({ json: { email: `added-by-${role}@volta.test`, role: 'hr' }, ok: 200 }),
      disableUser: (role) => ({ id: perRole[role].target, ok: 200 }),
      resetUser: (role) => ({ id: perRole[role].resetTarget, ok: 200 }),
      listAudit: () => ({ query: { pageSize: '5' }, ok: 200 }),
    };

    function expected(name: StaffCallName, principal: Principal, fixture: Fixture): number {
      const { access, path } = staffCalls[name];
      if (access === 'anonymous') return fixture.ok;
      if (principal === 'anonymous' || principal === 'disabled') return 401;
      if (mayCall(access, principal)) return fixture.ok;
      return path.includes(':id') ? 404 : 403;
    }

    // Calls that end the session go last, so the others run with a live one.
    const names = (Object.keys(staffCalls) as StaffCallName[]).sort(
      (a, b) => Number(a.startsWith('signOut')) - Number(b.startsWith('signOut')),
    );
    for (const name of names) {
      for (const principal of principals) {
        it(`${staffCalls[name].method} ${staffCalls[name].path} as ${principal}`, async () => {
          const role: StaffRole = principal === 'anonymous' || principal === 'disabled' ? 'admin' : principal;
          const fixture = fixtures[name](role);
          const session = principal === 'anonymous' ? undefined : await sessionFor(store, users[principal]);
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
