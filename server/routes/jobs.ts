import type { FastifyPluginAsync } from 'fastify';
import { callSchemas } from '../../src/contracts/call-schemas';
import type { ApplicationReceipt } from '../../src/contracts/applications';
import { dayOf } from '../clock';
import { findJobPage, listOpenJobs } from '../store/jobs';
import type { Store } from '../store/open-store';
import { saveApplication } from '../submissions/application';
import { vacancyFor } from '../submissions/vacancy';
import { HttpProblem } from '../problem';
import { readKey, submitOnce } from '../submissions/submit-once';
import { parseWith } from '../validate';
import { readApplicationParts } from './application-parts';
import { registerPublicCall } from './public-call';

/** The spec's answer, with the reference the applicant is told and whether their acknowledgement is on its way. */
const receiptOf =
  (confirmationMailed: boolean) =>
  ({ id, reference }: { id: number; reference: string }) =>
    ({ id, message: 'Application received.', reference, confirmationMailed }) satisfies ApplicationReceipt;

/**
 * The job calls of spec section 7: the list, one vacancy, and the two ways to apply. Each
 * application queues a mail to HR_EMAIL (and, with `mail.acknowledge`, a short one to the applicant);
 * one for a vacancy past its deadline is refused with 409.
 */
export const jobRoutes: FastifyPluginAsync<{ store: Store; mail: { acknowledge: boolean; siteOrigin: string } }> = async (
  app,
  { store, mail },
) => {
  // The applicant's acknowledgement, with the link to their private status page on the public origin.
  const notify = { to: 'HR_EMAIL', acknowledge: mail.acknowledge && { siteOrigin: mail.siteOrigin } };
  registerPublicCall(app, 'getAvailableJobs', async (request) => listOpenJobs(store.db, dayOf(store.clock()), request.query));

  registerPublicCall(app, 'getJobById', async (request) => {
    const { id } = request.body;
    const job = await findJobPage(store.db, id, dayOf(store.clock()));
    if (!job) throw new HttpProblem(404, `There is no vacancy with id ${id}.`);
    return job;
  });

  registerPublicCall(app, 'applyForJob', async (request, reply) => {
    if (!request.isMultipart()) throw new HttpProblem(415, 'This call takes multipart/form-data.');
    // A malformed Idempotency-Key is refused before the upload is read.
    readKey(request);
    const { fields, files } = await readApplicationParts(request, store.files);
    try {
      // A multipart body is read part by part: its text parts are checked here, by the same contract.
      const application = parseWith(callSchemas.applyForJob.fields, fields);
      const content = { fields: application, files: files.map(({ field, fileName, sha256 }) => ({ field, fileName, sha256 })) };
      return await submitOnce(request, reply, store, {
        content: content,
        save: async (at, idempotency) => {
          // A closed vacancy is refused before its files are kept (saveApplication checks again).
          await vacancyFor(store.db, application, at);
          // Durable on disk before the row that names them commits; a replay keeps nothing.
          for (const file of files) await file.keep();
          return saveApplication(store.db, 'apply', application, files, notify, at, idempotency);
        },
        answer: receiptOf(mail.acknowledge),
      });
    } finally {
      // Removes the temporary files of a refused or replayed upload (a kept file has moved).
      await Promise.all(files.map((file) => file.discard()));
    }
  });

  registerPublicCall(app, 'submitResume', async (request, reply) => {
    const application = request.body;
    return submitOnce(request, reply, store, {
      content: application,
      save: (at, idempotency) => saveApplication(store.db, 'submit-resume', application, [], notify, at, idempotency),
      answer: receiptOf(mail.acknowledge),
    });
  });
};
