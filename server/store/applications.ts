import type { ApplicationFields, ApplicationFileKey } from '../../src/contracts/applications';
import { remember, type Idempotency } from '../idempotency';
import { applicationMail } from '../mail/compose';
import type { Database } from './database';
import { applicationFiles, applications, outbox } from './schema';

/** A file already durable in the file store under `sha256`: its row names it. */
export type StoredFileInput = {
  field: ApplicationFileKey;
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
};

/**
 * The application, its files' rows and the mail that tells the team of it (to `notify.to`, the HR
 * address, with the files attached when sent) in one transaction: either all of it is stored or none.
 * The files themselves must already be kept in the file store.
 */
export async function saveApplication(
  db: Database,
  source: 'apply' | 'submit-resume',
  fields: ApplicationFields,
  files: readonly StoredFileInput[],
  notify: { to: string },
  idempotency?: Idempotency<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        source,
        jobTitle: fields.JobTitle,
        jobCategory: fields.JobCategory,
        firstName: fields.FirstName,
        lastName: fields.LastName,
        email: fields.EmailAddress,
        location: fields.Location,
        yearsOfExperience: fields.YearsOfExperience,
        applicationType: fields.ApplicationType,
        salaryExpectation: fields.SalaryExpectation,
        phoneNumber: fields.PhoneNumber,
        highestQualification: fields.HighestQualification,
      })
      .returning({ id: applications.id });
    const applicationId = row!.id;
    if (files.length) {
      await tx.insert(applicationFiles).values(
        files.map((file) => ({
          applicationId,
          field: file.field,
          fileName: file.fileName,
          mediaType: file.mediaType,
          size: file.size,
          sha256: file.sha256,
        })),
      );
    }
    const mailedFiles = files.map(({ field, fileName, mediaType, size }) => ({ field, fileName, mediaType, size }));
    await tx.insert(outbox).values(applicationMail(source, fields, mailedFiles, applicationId, notify.to));
    await remember(tx, idempotency, applicationId);
    return applicationId;
  });
}
