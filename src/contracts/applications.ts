import * as z from 'zod/mini';
import { fieldsSchema } from './fields';
import { applicationRules } from './rules';

/**
 * POST /api/job-vacancy/apply (multipart) and POST /api/job-vacancy/Forms/Submitresume (JSON):
 * the application form state of spec section 3, with design brief section 9's fixes (the e-mail bound to
 * EmailAddress, the files to Resume and CoverLetter).
 */

/** The state keys in the spec's order (section 7): each is one multipart part. */
export const applicationKeys = [
  'JobTitle',
  'JobCategory',
  'FirstName',
  'LastName',
  'EmailAddress',
  'Location',
  'YearsOfExperience',
  'ApplicationType',
  'SalaryExpectation',
  'PhoneNumber',
  'HighestQualification',
  'Resume',
  'CoverLetter',
] as const;
export type ApplicationKey = (typeof applicationKeys)[number];

/** The two keys that carry files. */
export const applicationFileKeys = ['Resume', 'CoverLetter'] as const satisfies readonly ApplicationKey[];
export type ApplicationFileKey = (typeof applicationFileKeys)[number];

/** The text fields of an application (an absent optional field is stored as empty). */
export const applicationFields = fieldsSchema(applicationRules);
export type ApplicationFields = z.output<typeof applicationFields>;
export type ApplicationFieldsBody = z.input<typeof applicationFields>;

/** The kinds of document an upload may be, recognised by their content. */
export type DocumentKind = 'pdf' | 'doc' | 'docx';

export const documentMediaTypes: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The answer of both calls (the site does not read it: spec section 7). */
/**
 * The answer to an application: its id and the spec's message; past the spec (issue 40, point 4), the
 * reference the applicant is told ("VS-2026-0042") and whether an acknowledgement mail is on its way.
 */
export const applicationReceipt = z.object({
  id: z.number(),
  message: z.string(),
  reference: z.optional(z.string()),
  confirmationMailed: z.optional(z.boolean()),
});
export type ApplicationReceipt = z.infer<typeof applicationReceipt>;
