import type { ApplicationFields } from '../../src/contracts/applications';
import { applicationAcknowledgementMail, applicationMail } from '../mail/compose';
import type { Executor } from '../store/database';
import { remember, type Idempotency } from '../store/idempotency-keys';
import { queueMail } from '../store/outbox';
import { insertApplication, type ApplicationSource, type Stored, type StoredFileInput } from '../store/submission-rows';
import { vacancyFor } from './vacancy';

/**
 * The application, its files' rows and the mail that tells the team of it (to `notify.to`, the HR
 * address, with the files attached when sent), with the applicant's acknowledgement when
 * `notify.acknowledge`, in one transaction: either all of it is stored or none.
 * The files themselves must already be kept in the file store.
 */
export async function saveApplication(
  db: Executor,
  source: ApplicationSource,
  fields: ApplicationFields,
  files: readonly StoredFileInput[],
  notify: { to: string; acknowledge?: boolean },
  at: Date,
  idempotency?: Idempotency<Stored>,
): Promise<Stored> {
  return db.transaction(async (tx) => {
    const stored = await insertApplication(tx, source, fields, files, await vacancyFor(tx, fields, at), at);
    const mailedFiles = files.map(({ field, fileName, mediaType, size }) => ({ field, fileName, mediaType, size }));
    await queueMail(tx, applicationMail(source, fields, mailedFiles, stored.id, notify.to), at);
    if (notify.acknowledge) await queueMail(tx, applicationAcknowledgementMail(fields, stored, notify.to), at);
    await remember(tx, idempotency, stored, at);
    return stored;
  });
}
