import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFiles } from '../store/schema';
import { samplePdf } from '../test/documents';
import { makeAccount, makeApplication, sessionFor } from '../test/staff-kit';
import { openTestStore, testApp } from '../test/test-app';

/** The staff applications list counts each application's own files. */
const { store, dispose } = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof testApp>>;
let cookie = '';

beforeAll(async () => {
  app = await testApp(store);
  cookie = (await sessionFor(store, await makeAccount(store, 'hr@volta.test', 'hr'))).cookie;
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
