import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApplications } from '../domain/applications';
import { applicationFiles, applications, outbox } from '../store/schema';
import { applicationParts } from '../test/documents';
import { openTestStore, submissionCounts, testApp } from '../test/test-app';

/**
 * A general application ("Can't find a role?", /careers/general-application: issue 40, point 6): the
 * job application's call, fields and checks with no job named. It is stored without a vacancy, with
 * its files, answered with a reference, told to HR as a general application and acknowledged.
 */
const { store, dispose } = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp(store);
});
afterAll(async () => {
  await app.close();
  await dispose();
});

const general = { JobTitle: '', JobCategory: '', EmailAddress: 'yaw.general@example.com', FirstName: 'Yaw', LastName: 'Boateng' };
const apply = (overrides: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...applicationParts(overrides) });

describe('a general application', () => {
  it('is stored without a job, with its CV, and answered with a reference', async () => {
    const answer = await apply(general);
    expect(answer.statusCode, answer.body).toBe(200);
    const receipt = answer.json<{ id: number; reference: string }>();
    expect(receipt).toMatchObject({ message: 'Application received.', reference: expect.stringMatching(/^VS-\d{4}-\d{4,}$/) });

    const [row] = await store.db.select().from(applications).where(eq(applications.id, receipt.id));
    expect(row).toMatchObject({ source: 'apply', jobId: null, jobTitle: '', jobCategory: '', email: general.EmailAddress, status: 'new' });
    const files = await store.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, receipt.id));
    expect(files.map((file) => file.field)).toEqual(['Resume']);
    // The team's list: no job, which the staff pages show as "General application".
    expect((await listApplications(store.db)).find((item) => item.id === receipt.id)).toMatchObject({ job_id: null, job_title: '' });

    const mails = await store.db.select().from(outbox).where(eq(outbox.subjectId, receipt.id));
    const toHr = mails.find((mail) => mail.kind === 'application');
    expect(toHr?.subject).toBe('General application – Yaw Boateng');
    const acknowledgement = mails.find((mail) => mail.kind === 'application-acknowledgement');
    expect(acknowledgement?.recipient).toBe(general.EmailAddress);
    expect(acknowledgement?.body).toContain(`Your reference: ${receipt.reference}`);
  });

  it('is checked as a job application is: a name, a valid address and a CV', async () => {
    const before = await submissionCounts(store);
    const noName = await apply({ ...general, FirstName: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().detail).toBe('First name is required.');
    const badAddress = await apply({ ...general, EmailAddress: 'not an address' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().detail).toBe('Enter a valid email address.');
    const noCv = await app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...applicationParts(general, {}) });
    expect(noCv.statusCode).toBe(400);
    expect(noCv.json().detail).toBe('Please attach your resume.');
    expect(await submissionCounts(store)).toEqual(before);
  });
});
