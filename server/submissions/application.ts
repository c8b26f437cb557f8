import type { ApplicationFields } from '../../src/contracts/applications';
import { applicationMail } from '../mail/compose';
import type { Executor } from '../store/database';
import { remember, type Idempotency } from '../store/idempotency-keys';
import { queueMail } from '../store/outbox';
import { insertApplication, type ApplicationSource, type StoredFileInput } from '../store/submission-rows';

/**
 * The application, its files' rows and the mail that tells the team of it (to `notify.to`, the HR
 * address, with the files attached when sent) in one transaction: either all of it is stored or none.
 * The files themselves must already be kept in the file store.
 */
export async function saveApplication(
  db: Executor,
  source: ApplicationSource,
  fields: ApplicationFields,
  files: readonly StoredFileInput[],
  notify: { to: string },
  idempotency?: Idempotency<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const applicationId = await insertApplication(tx, source, fields, files);
    const mailedFiles = files.map(({ field, fileName, mediaType, size }) => ({ field, fileName, mediaType, size }));
    await queueMail(tx, applicationMail(source, fields, mailedFiles, applicationId, notify.to));
    await remember(tx, idempotency, applicationId);
    return applicationId;
  });
}
