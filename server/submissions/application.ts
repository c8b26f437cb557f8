import type { ApplicationFields } from '../../src/contracts/applications';
import { applicationAcknowledgementMail, applicationMail } from '../mail/compose';
import type { Executor } from '../store/database';
import { remember, type Idempotency } from '../store/idempotency-keys';
import { queueMail } from '../store/outbox';
import { insertApplication, type ApplicationSource, type Stored, type StoredFileInput } from '../store/submission-rows';
import { newStatusToken, statusLink, statusLinkExpiry } from './status-token';
import { vacancyFor } from './vacancy';

/** The applicant's acknowledgement, with the private status link on the site's public origin. */
export type Acknowledge = { siteOrigin: string };

/**
 * The application, its files' rows and the mail that tells the team of it (to `notify.to`, the HR
 * address, with the files attached when sent), with the applicant's acknowledgement when
 * `notify.acknowledge`, in one transaction: either all of it is stored or none. The acknowledgement
 * carries the private status link, whose token's hash is stored with the application (without an
 * acknowledgement no token is made: no one would have it). The files must already be in the file store.
 */
export async function saveApplication(
  db: Executor,
  source: ApplicationSource,
  fields: ApplicationFields,
  files: readonly StoredFileInput[],
  notify: { to: string; acknowledge?: Acknowledge | false },
  at: Date,
  idempotency?: Idempotency<Stored>,
): Promise<Stored> {
  return db.transaction(async (tx) => {
    const statusToken = notify.acknowledge ? newStatusToken() : undefined;
    const jobId = await vacancyFor(tx, fields, at);
    const stored = await insertApplication(tx, source, fields, files, jobId, at, statusToken?.hash);
    const mailedFiles = files.map(({ field, fileName, mediaType, size }) => ({ field, fileName, mediaType, size }));
    await queueMail(tx, applicationMail(source, fields, mailedFiles, stored.id, notify.to), at);
    if (notify.acknowledge && statusToken) {
      const status = { link: statusLink(notify.acknowledge.siteOrigin, statusToken.token), expiresAt: statusLinkExpiry(at) };
      await queueMail(tx, applicationAcknowledgementMail(fields, stored, notify.to, status), at);
    }
    await remember(tx, idempotency, stored, at);
    return stored;
  });
}
