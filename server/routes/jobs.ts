import type { FastifyPluginAsync } from 'fastify';
import { applicationFields, type ApplicationReceipt } from '../../src/contracts/applications';
import { jobByIdBody, jobListQuery } from '../../src/contracts/jobs';
import { findJobPage, listOpenJobs } from '../store/jobs';
import type { Store } from '../store/open-store';
import { saveApplication } from '../store/applications';
import { HttpProblem } from '../problem';
import { readKey, submitOnce } from '../idempotency';
import { parseWith, requireJson } from '../validate';
import { readApplicationParts } from './application-parts';

const receipt = (id: number) => ({ id, message: 'Application received.' }) satisfies ApplicationReceipt;

/**
 * The job calls of spec section 7: the list, one vacancy, and the two ways to apply. Each
 * application queues a mail to `mail.hrEmail`.
 */
export const jobRoutes: FastifyPluginAsync<{ store: Store; mail: { hrEmail: string } }> = async (app, { store, mail }) => {
  app.get('/api/job-vacancy/available', async (request) => {
    return listOpenJobs(store.db, parseWith(jobListQuery, request.query));
  });

  app.post('/api/job-vacancy/get-job-by-id', { preValidation: requireJson }, async (request) => {
    const { id } = parseWith(jobByIdBody, request.body);
    const job = await findJobPage(store.db, id);
    if (!job) throw new HttpProblem(404, `There is no open vacancy with id ${id}.`);
    return job;
  });

  app.post('/api/job-vacancy/apply', async (request, reply) => {
    if (!request.isMultipart()) throw new HttpProblem(415, 'This call takes multipart/form-data.');
    // A malformed Idempotency-Key is refused before the upload is read.
    readKey(request);
    const { fields, files } = await readApplicationParts(request, store.files);
    try {
      const application = parseWith(applicationFields, fields);
      const content = { fields: application, files: files.map(({ field, fileName, sha256 }) => ({ field, fileName, sha256 })) };
      return await submitOnce(
        request,
        reply,
        store.db,
        content,
        async (idempotency) => {
          // Durable on disk before the row that names them commits; a replay keeps nothing.
          for (const file of files) await file.keep();
          return saveApplication(store.db, 'apply', application, files, { to: mail.hrEmail }, idempotency);
        },
        receipt,
      );
    } finally {
      // Removes the temporary files of a refused or replayed upload (a kept file has moved).
      await Promise.all(files.map((file) => file.discard()));
    }
  });

  app.post('/api/job-vacancy/Forms/Submitresume', { preValidation: requireJson }, async (request, reply) => {
    const application = parseWith(applicationFields, request.body);
    return submitOnce(
      request,
      reply,
      store.db,
      application,
      (idempotency) => saveApplication(store.db, 'submit-resume', application, [], { to: mail.hrEmail }, idempotency),
      receipt,
    );
  });
};
