import type { FastifyPluginAsync } from 'fastify';
import { applicationFields, type ApplicationReceipt } from '../../src/contracts/applications';
import { jobByIdBody, jobListQuery } from '../../src/contracts/jobs';
import { findJobPage, listOpenJobs } from '../store/jobs';
import type { Store } from '../store/open-store';
import { saveApplication } from '../store/applications';
import { HttpProblem } from '../problem';
import { parseWith, requireJson } from '../validate';
import { readApplicationParts } from './application-parts';

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

  app.post('/api/job-vacancy/apply', async (request) => {
    if (!request.isMultipart()) throw new HttpProblem(415, 'This call takes multipart/form-data.');
    const { fields, files } = await readApplicationParts(request, store.files);
    let application;
    try {
      application = parseWith(applicationFields, fields);
      // Durable on disk before the row that names them commits.
      for (const file of files) await file.keep();
    } catch (error) {
      await Promise.all(files.map((file) => file.discard()));
      throw error;
    }
    const id = await saveApplication(store.db, 'apply', application, files, { to: mail.hrEmail });
    return { id, message: 'Application received.' } satisfies ApplicationReceipt;
  });

  app.post('/api/job-vacancy/Forms/Submitresume', { preValidation: requireJson }, async (request) => {
    const id = await saveApplication(store.db, 'submit-resume', parseWith(applicationFields, request.body), [], {
      to: mail.hrEmail,
    });
    return { id, message: 'Application received.' } satisfies ApplicationReceipt;
  });
};
