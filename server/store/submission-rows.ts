import type { ApplicationFields, ApplicationFileKey } from '../../src/contracts/applications';
import type { ContactMessage } from '../../src/contracts/contact';
import { sql } from 'drizzle-orm';
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

/** What a stored message or application is known by: its row's id, and the reference its sender is told. */
export type Stored = { id: number; reference: string };

/**
 * The next reference, "VS-2026-0042": the year it was sent (Accra keeps UTC) and a number from the one
 * sequence of messages and applications, so that no two share one; at least four digits.
 */
async function nextReference(tx: Executor, at: Date): Promise<string> {
  // Both drivers (node-postgres, PGlite) answer a raw query with its rows.
  const result = (await tx.execute(sql`select nextval('submission_reference_seq')::text as n`)) as unknown as { rows: { n: string }[] };
  return `VS-${at.getUTCFullYear()}-${result.rows[0]!.n.padStart(4, '0')}`;
}

/** Inserts the message with its reference. */
export async function insertContactMessage(tx: Executor, message: ContactMessage, at: Date): Promise<Stored> {
  const reference = await nextReference(tx, at);
  const [row] = await tx
    .insert(contactMessages)
    .values({ ...message, reference, createdAt: at })
    .returning({ id: contactMessages.id });
  return { id: row!.id, reference };
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
 * Inserts the application with its reference, for the vacancy `jobId` (null: a general application),
 * the hash of its status link's token when it has one, and its files' rows (the files must already
 * be in the file store).
 */
export async function insertApplication(
  tx: Executor,
  source: ApplicationSource,
  fields: ApplicationFields,
  files: readonly StoredFileInput[],
  jobId: number | null,
  at: Date,
  statusTokenHash: string | null = null,
): Promise<Stored> {
  const reference = await nextReference(tx, at);
  const [row] = await tx
    .insert(applications)
    .values({
      reference,
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
      statusTokenHash,
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
  return { id: applicationId, reference };
}
