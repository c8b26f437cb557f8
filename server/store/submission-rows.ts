import type { ApplicationFields, ApplicationFileKey } from '../../src/contracts/applications';
import type { ContactMessage } from '../../src/contracts/contact';
import type { Executor } from './database';
import { applicationFiles, applications, contactMessages } from './schema';

/**
 * The rows of a contact message and of an application. Each is written inside the transaction of
 * its submission (server/submissions/), which also queues the mail that tells the team of it.
 */

/** A file already durable in the file store under `sha256`: its row names it. */
export type StoredFileInput = {
  field: ApplicationFileKey;
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
};

export type ApplicationSource = 'apply' | 'submit-resume';

/** Inserts the message; answers its id. */
export async function insertContactMessage(tx: Executor, message: ContactMessage, at: Date): Promise<number> {
  const [row] = await tx
    .insert(contactMessages)
    .values({ ...message, createdAt: at })
    .returning({ id: contactMessages.id });
  return row!.id;
}

/** Inserts a sales lead (an address left in a call-to-action block) as a message of its own kind; answers its id. */
export async function insertLead(tx: Executor, email: string, pageOfOrigin: string | null, at: Date): Promise<number> {
  const [row] = await tx
    .insert(contactMessages)
    .values({ kind: 'lead', fullName: '', email, company: '', messageBody: '', pageOfOrigin, createdAt: at })
    .returning({ id: contactMessages.id });
  return row!.id;
}

/**
 * Inserts the application, for the vacancy `jobId` (null: a general application), and its files'
 * rows (the files must already be in the file store); answers its id.
 */
export async function insertApplication(
  tx: Executor,
  source: ApplicationSource,
  fields: ApplicationFields,
  files: readonly StoredFileInput[],
  jobId: number | null,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(applications)
    .values({
      source,
      jobId,
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
      createdAt: at,
    })
    .returning({ id: applications.id });
  const applicationId = row!.id;
  if (files.length) {
    const fileRows = files.map(({ field, fileName, mediaType, size, sha256 }) => ({
      applicationId,
      field,
      fileName,
      mediaType,
      size,
      sha256,
      createdAt: at,
    }));
    await tx.insert(applicationFiles).values(fileRows);
  }
  return applicationId;
}
