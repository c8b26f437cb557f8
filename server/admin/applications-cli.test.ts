import { describe, expect, it, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { applicationParts } from '../test/documents';
import { runAdmin, asAdmin, addFirstAdminByCli, staffAdmin } from '../test/admin-kit';
import * as cli from '../test/cli-checks';
import { openStore } from '../store/open-store';
import { fakeDist } from '../test/test-app';
import { suiteClock } from '../test/suite-clock';

/**
 * The hiring pipeline through the built CLI on PGlite: applications tied to the vacancy they were
 * sent for (a resume sent without one stays general), listed by job and status, shown whole, and
 * moved on with who, when and why; the export carries the job id and the status.
 */
describe('applications list, show and mark', () => {
  const dataDir = cli.temporaryStoreDir('volta-pipeline-');
  const admin = (...args: string[]) => runAdmin(asAdmin(args), { DATA_DIR: dataDir });
  beforeAll(() => addFirstAdminByCli({ DATA_DIR: dataDir }));
  const ids = { forJob: 0, general: 0, jobId: 0 };

  it('ties an application to the open vacancy it names, and a resume without one to none', async () => {
    const store = await openStore({ dataDir, clock: suiteClock() });
    const app = await buildApp({
      config: { distDir: fakeDist(), trustProxy: false, rateLimitMax: 1000, logLevel: 'silent' },
      store,
      logger: false,
    });
    try {
      const job = (await app.inject({ method: 'POST', url: '/api/job-vacancy/get-job-by-id', payload: { id: 8 } })).json();
      ids.jobId = job.id;
      const { payload, headers } = applicationParts({ JobTitle: job.title, JobCategory: job.category });
      const applied = await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', payload, headers });
      expect(applied.statusCode).toBe(200);
      ids.forJob = applied.json().id;
      const { payload: general, headers: generalHeaders } = applicationParts({ JobTitle: 'Anything in design', JobCategory: 'Designer' });
      const resume = await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', payload: general, headers: generalHeaders });
      ids.general = resume.json().id;
    } finally {
      await app.close();
      await store.close();
    }
    const listed = JSON.parse((await admin('applications', 'list', '--format', 'json')).stdout) as {
      id: number;
      job_id: number | null;
      status: string;
    }[];
    expect(listed).toEqual([
      expect.objectContaining({ id: ids.forJob, job_id: ids.jobId, status: 'new' }),
      expect.objectContaining({ id: ids.general, job_id: null, status: 'new' }),
    ]);
    const ofJob = await admin('applications', 'list', '--job', String(ids.jobId));
    cli.expectOk(ofJob);
    expect(ofJob.stdout.split('\n')[0]).toMatch(/^id +status +job_id +job_title +name +email +created_at$/);
    expect(ofJob.stdout.trim().split('\n')).toHaveLength(2);
  });

  it('moves an application through the pipeline, keeping who, when and why, and refuses a move it does not allow', async () => {
    const id = String(ids.forJob);
    // Kofi (hr) and Esi (marketing) join; the changes are made as a named account, never a free name.
    expect((await admin('users', 'add', 'kofi@voltasystems.com', '--role', 'hr')).code).toBe(0);
    expect((await admin('users', 'add', 'esi@voltasystems.com', '--role', 'marketing')).code).toBe(0);
    const as = (account: string, ...args: string[]) => runAdmin([...args, '--as', account], { DATA_DIR: dataDir });
    const reviewed = await admin('applications', 'mark', id, 'reviewed', '--note', 'Good CV');
    cli.expectOk(reviewed);
    expect(reviewed.stdout).toBe(`Application ${id}: new → reviewed, by ${staffAdmin}.\n`);
    cli.expectRefusal(
      await admin('applications', 'mark', id, 'hired'),
      2,
      `Application ${id} is reviewed: it can be marked shortlisted or rejected, not hired.`,
    );
    cli.expectRefusal(
      await as('esi@voltasystems.com', 'applications', 'mark', id, 'shortlisted'),
      1,
      'esi@voltasystems.com is a marketing account: applications mark needs the hr or admin role.',
    );
    cli.expectRefusal(
      await runAdmin(['applications', 'mark', id, 'shortlisted'], { DATA_DIR: dataDir }),
      2,
      'applications mark is recorded with who made it: add --as EMAIL, your staff account (enabled, with the hr or admin role).',
    );
    cli.expectRefusal(
      await admin('applications', 'mark', id, 'shortlisted', '--by', 'kofi'),
      2,
      '`applications mark` has no option --by; its options are --note, --as.',
    );
    cli.expectOk(await as('KOFI@voltasystems.com', 'applications', 'mark', id, 'shortlisted'));
    cli.expectRefusal(
      await as('kofi@voltasystems.com', 'applications', 'mark', id, 'shortlisted'),
      2,
      `Application ${id} is shortlisted already.`,
    );
    cli.expectRefusal(await admin('applications', 'mark', '987654', 'reviewed'), 1, 'There is no application with id 987654.');
    cli.expectRefusal(
      await admin('applications', 'mark', id, 'maybe'),
      2,
      'The status must be one of new, reviewed, shortlisted, rejected, hired, withdrawn, not "maybe".',
    );

    const shortlisted = await admin('applications', 'list', '--status', 'shortlisted', '--format', 'json');
    expect((JSON.parse(shortlisted.stdout) as { id: number }[]).map((row) => row.id)).toEqual([ids.forJob]);

    const shown = await admin('applications', 'show', id);
    cli.expectOk(shown);
    expect(shown.stdout).toContain(`Application ${id}: shortlisted, for job ${ids.jobId} "`);
    expect(shown.stdout).toMatch(/\n {2}\d{4}-\d\d-\d\dT[\d:.]+Z new → reviewed by ama@voltasystems\.com: Good CV\n/);
    expect(shown.stdout).toMatch(/\n {2}\d{4}-\d\d-\d\dT[\d:.]+Z reviewed → shortlisted by kofi@voltasystems\.com\n/);
    expect(shown.stdout).toContain('Files: Resume ');
  });

  it('exports each application with its job id and status', async () => {
    const exported = JSON.parse((await admin('export', 'applications', '--format', 'json')).stdout) as Record<string, unknown>[];
    expect(exported.find((row) => row.id === ids.forJob)).toMatchObject({ job_id: ids.jobId, status: 'shortlisted' });
    expect(exported.find((row) => row.id === ids.general)).toMatchObject({ job_id: null, status: 'new' });
    const csv = (await admin('export', 'applications')).stdout.split('\r\n')[0];
    expect(csv).toMatch(/^id,created_at,source,job_id,status,job_title,/);
  });
});
