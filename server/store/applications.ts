import { createHash } from 'node:crypto';
import type { ApplicationFields, ApplicationFileKey } from '../../src/contracts/applications';
import type { Database } from './database';
import { applicationFiles, applications } from './schema';

export type StoredFileInput = {
  field: ApplicationFileKey;
  fileName: string;
  mediaType: string;
  content: Buffer;
};

/** The application and its files in one transaction: either all of it is stored or none. */
export async function saveApplication(
  db: Database,
  source: 'apply' | 'submit-resume',
  fields: ApplicationFields,
  files: readonly StoredFileInput[] = [],
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
          size: file.content.length,
          sha256: createHash('sha256').update(file.content).digest('hex'),
          content: file.content,
        })),
      );
    }
    return applicationId;
  });
}
