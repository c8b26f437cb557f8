import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCallSchemas } from '../../src/contracts/staff/schemas';
import { endedJobStatuses } from '../../src/contracts/job-statuses';
import { applicationFiles, jobVacancies } from '../store/schema';
import { samplePdf } from '../test/documents';
import { makeAccount, makeApplication, origin, sessionFor } from '../test/staff-kit';
import { openTestStore, testApp } from '../test/test-app';

/** The staff applications: the list counts each one's own files; the status form takes a move, a note or both. */
const { store, dispose } = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof testApp>>;
let cookie = '';
let csrfToken = '';

beforeAll(async () => {
  app = await testApp(store);
  ({ cookie, csrfToken } = await sessionFor(store, await makeAccount(store, 'hr@volta.test', 'hr')));
});
afterAll(async () => {
  await app.close();
  await dispose();
});

/** An application with no file, its resume, or its resume and a cover letter (one file per field at most). */
async function applicationWithFiles(name: string, files: 0 | 1 | 2) {
  const { id, fileId } = await makeApplication(store, null, name);
  if (files === 0) await store.db.delete(applicationFiles).where(eq(applicationFiles.id, fileId));
  if (files === 2) {
    await store.db.insert(applicationFiles).values({
      applicationId: id,
      field: 'CoverLetter',
      fileName: 'letter.pdf',
      mediaType: 'application/pdf',
      size: samplePdf.length,
      createdAt: store.clock(),
      sha256: await store.files.put(samplePdf),
    });
  }
  return id;
}

describe('the staff applications list', () => {
  it("shows each application's own number of files", async () => {
    const expected = new Map([
      [await applicationWithFiles('Two', 2), 2],
      [await applicationWithFiles('None', 0), 0],
      [await applicationWithFiles('One', 1), 1],
      [await applicationWithFiles('Both', 2), 2],
    ]);
    const answer = await app.inject({ method: 'GET', url: '/staff/api/applications?pageSize=100', headers: { cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, total } = JSON.parse(answer.body) as { items: { id: number; fileCount: number }[]; total: number };
    expect(total).toBe(items.length);
    const shown = new Map(items.filter((item) => expected.has(item.id)).map((item) => [item.id, item.fileCount]));
    expect(shown).toEqual(expected);
  });
});

describe('an application for a vacancy the team ended', () => {
  it('is read with its job and the status the job ended in, as the staff page checks the answer', async () => {
    const [job] = await store.db.select({ id: jobVacancies.id }).from(jobVacancies).limit(1);
    const { id } = await makeApplication(store, job!.id, 'Ended');
    for (const status of endedJobStatuses) {
      await store.db.update(jobVacancies).set({ status }).where(eq(jobVacancies.id, job!.id));
      const answer = await app.inject({ method: 'GET', url: `/staff/api/applications/${id}`, headers: { cookie } });
      expect(answer.statusCode, answer.body).toBe(200);
      const read = staffCallSchemas.getApplication.answer.safeParse(answer.json());
      expect(read.success, JSON.stringify(read.error?.issues)).toBe(true);
      expect(read.data?.job).toMatchObject({ id: job!.id, status });
    }
    await store.db.update(jobVacancies).set({ status: 'open' }).where(eq(jobVacancies.id, job!.id));
  });
});

describe('the staff status form', () => {
  const mark = (id: number, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/staff/api/applications/${id}/mark`,
      headers: { origin, cookie, 'x-csrf-token': csrfToken },
      payload,
    });

  it('saves a note without a move, then a move with a note, each in the history under the account', async () => {
    const id = await applicationWithFiles('Noted', 1);
    const noted = await mark(id, { status: '', note: 'Called her back.' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({
      status: 'new',
      nextStatuses: ['reviewed', 'rejected'],
      history: [{ from: 'new', to: 'new', by: 'hr@volta.test', note: 'Called her back.' }],
    });
    const moved = await mark(id, { status: 'reviewed', note: 'Strong CV' });
    expect(moved.json()).toMatchObject({
      status: 'reviewed',
      history: [{ to: 'new' }, { from: 'new', to: 'reviewed', note: 'Strong CV' }],
    });
  });

  it('refuses a form with neither, with the sentence the form shows, and a move the pipeline does not allow', async () => {
    const id = await applicationWithFiles('Empty', 0);
    const neither = await mark(id, { status: '', note: '  ' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().detail).toContain('Choose a new status or write a note.');
    const skipped = await mark(id, { status: 'hired' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().detail).toBe(`Application ${id} is new: it can be marked reviewed or rejected, not hired.`);
  });
});
