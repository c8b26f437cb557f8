import { describe, expect, it } from 'vitest';
import { applicationParts, samplePdf } from '../test/documents';
import { appForSuite, openTestStore, submissionCounts } from '../test/test-app';

const opened = await openTestStore('pglite');
const { store, dispose } = opened!;

describe('the upload size', () => {
  const app = appForSuite(store, dispose);
  const ofSize = (size: number) => Buffer.concat([samplePdf, Buffer.alloc(size - samplePdf.length)]);
  const apply = (size: number) =>
    app.inject({ method: 'POST', url: '/api/job-vacancy/apply', ...applicationParts({}, { Resume: ofSize(size) }) });

  it('refuses a file of exactly 10 × 1024 × 1024 bytes, as "less than 10 MB" says, and takes one byte less', async () => {
    const before = await submissionCounts(store);
    const exact = await apply(10 * 1024 * 1024);
    expect(exact.statusCode).toBe(413);
    expect(exact.json()).toMatchObject({ status: 413, detail: 'File size must be less than 10 MB.' });
    expect(await submissionCounts(store)).toEqual(before);
    expect((await apply(10 * 1024 * 1024 - 1)).statusCode).toBe(200);
  });
});
