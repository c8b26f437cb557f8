import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationParts, applicationText, sampleDocx, samplePdf } from '../test/documents';
import { appForSuite, openTestStore, storeKinds, submissionCounts } from '../test/test-app';

/**
 * An application sent again with its Idempotency-Key (a browser that gave up waiting and retried) is
 * stored once, and the retry's upload leaves nothing behind on disk.
 */
for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  const app = appForSuite(store, dispose);

  describe(`an application sent twice with one key, on ${kind}`, () => {
    it('is stored once, both answers are the first answer, and the retry keeps no file', async () => {
      const body = applicationParts({ FirstName: 'Retry' }, { Resume: samplePdf, CoverLetter: sampleDocx });
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/job-vacancy/apply',
          headers: { ...body.headers, 'idempotency-key': `apply-${kind}-once` },
          payload: body.payload,
        });
      const before = await submissionCounts(store);
      const first = await send();
      const retry = await send();
      expect(first.statusCode).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const after = await submissionCounts(store);
      expect(after.applications - before.applications).toBe(1);
      expect(after.applicationFiles - before.applicationFiles).toBe(2);
      expect(readdirSync(join(store.files.dir, 'incoming'))).toEqual([]);
    });

    it('a Submitresume retry with its key is stored once too', async () => {
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/job-vacancy/Forms/Submitresume',
          headers: { 'idempotency-key': `resume-${kind}-once` },
          payload: applicationText,
        });
      const before = await submissionCounts(store);
      const first = await send();
      expect(first.statusCode).toBe(200);
      expect((await send()).json()).toEqual(first.json());
      expect((await submissionCounts(store)).applications - before.applications).toBe(1);
    });
  });
}
