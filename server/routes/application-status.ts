import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ApplicantStatus } from '../../src/contracts/application-status';
import { applicantStatus, requestDataDeletion, withdrawApplication } from '../domain/applicant-status';
import type { Store } from '../store/open-store';
import { submitOnce } from '../submissions/submit-once';
import { registerPublicCall } from './public-call';

/**
 * The applicant's private status page's calls (issue 40, point 5): read, withdraw, ask for deletion,
 * each by the token of their link (in the body: a request's path and query are logged, its body never).
 * The two changes are stored once per Idempotency-Key, as every visitor's submission.
 */
export const applicationStatusRoutes: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  const client = (request: FastifyRequest, at: Date) => ({ address: request.ip ?? null, at });
  const answer = (view: ApplicantStatus) => view;

  registerPublicCall(app, 'getApplicationStatus', async (request) => applicantStatus(store.db, request.body.token, store.clock()));

  registerPublicCall(app, 'withdrawApplication', async (request, reply) => {
    const { token } = request.body;
    return submitOnce(request, reply, store, {
      content: { token },
      save: (at, idempotency) => withdrawApplication(store.db, token, client(request, at), idempotency),
      answer,
    });
  });

  registerPublicCall(app, 'requestDataDeletion', async (request, reply) => {
    const { token } = request.body;
    return submitOnce(request, reply, store, {
      content: { token },
      save: (at, idempotency) => requestDataDeletion(store.db, token, client(request, at), idempotency),
      answer,
    });
  });
};
