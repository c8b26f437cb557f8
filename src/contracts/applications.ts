import * as z from 'zod/mini';
import { validationMessages } from './content';
import { email, text } from './fields';
import { limits } from './limits';

/**
 * POST /api/job-vacancy/apply (multipart) and POST /api/job-vacancy/Forms/Submitresume (JSON):
 * the application form state of spec section 3, with DESIGN section 9's fixes (the e-mail bound to
 * EmailAddress, the files to Resume and CoverLetter).
 */
const messages = validationMessages.application;

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

const short = text(limits.maxShortText);
const optional = (schema: typeof short) => z._default(schema, '');

/** The text fields; an absent optional field is stored as empty, as the form sends it. */
export const applicationFields = z.object({
  JobTitle: optional(short),
  JobCategory: optional(short),
  FirstName: text(limits.maxShortText, messages.firstNameRequired),
  LastName: text(limits.maxShortText, messages.lastNameRequired),
  EmailAddress: email(messages.emailRequired, messages.emailInvalid),
  Location: optional(short),
  YearsOfExperience: optional(short),
  ApplicationType: optional(short),
  SalaryExpectation: z._default(
    text(limits.maxShortText).check(z.regex(/^(\d{1,12}(\.\d{1,2})?)?$/, 'SalaryExpectation must be an amount such as 2500.00.')),
    '',
  ),
  PhoneNumber: z._default(
    text(limits.maxShortText).check(z.regex(/^[\d\s()+-]*$/, 'PhoneNumber may hold only digits, spaces and + - ( ).')),
    '',
  ),
  HighestQualification: optional(short),
});
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
export type ApplicationReceipt = { id: number; message: string };
