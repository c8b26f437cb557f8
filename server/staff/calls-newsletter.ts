import type { FastifyInstance } from 'fastify';
import { renderMarkdown } from '../../src/markdown/markdown';
import * as newsletter from '../domain/newsletter';
import { staffCallRegistrar } from './register-staff-call';
import type { StaffShared } from './shared';

/** The newsletter's issues: written, previewed, tested on the writer, sent once (server/domain/newsletter.ts). */
export async function newsletterCalls(app: FastifyInstance, shared: StaffShared) {
  const db = shared.store.db;
  const register = staffCallRegistrar(app, shared);

  register('listNewsletterIssues', async () => ({
    items: await newsletter.listIssues(db),
    subscribers: await newsletter.confirmedSubscriberCount(db),
  }));
  register('getNewsletterIssue', async (request) => newsletter.issueSource(db, request.params.id));
  register('createNewsletterIssue', async (request, _reply, { actor }) =>
    newsletter.issueSource(db, await newsletter.createIssue(db, actor, request.body)),
  );
  register('editNewsletterIssue', async (request, _reply, { actor }) => {
    await newsletter.editIssue(db, actor, request.params.id, request.body);
    return newsletter.issueSource(db, request.params.id);
  });
  register('previewNewsletterIssue', async (request) => ({ html: renderMarkdown(request.body.body) }));
  // The test goes to the signed-in account's own address, and nowhere else.
  register('sendNewsletterTest', async (request, _reply, { actor }) => {
    await newsletter.sendTestIssue(db, actor, request.params.id, actor.name);
    return { to: actor.name };
  });
  register('sendNewsletterIssue', async (request, _reply, { actor }) => newsletter.sendIssue(db, actor, request.params.id));
}
