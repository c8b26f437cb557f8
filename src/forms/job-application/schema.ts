import * as z from 'zod/mini';
import { jobApplicationContent } from './content';
import { applicationFileKeys, applicationKeys, type ApplicationFileKey, type ApplicationKey } from '../../contracts/applications';
import { fieldSchema } from '../../contracts/fields';
import { applicationRules } from '../../contracts/rules';

const { errors } = jobApplicationContent;

type TextKey = Exclude<ApplicationKey, ApplicationFileKey>;

/** The form's state: every key of the contract, text or a chosen file. */
export type JobApplicationValues = Record<TextKey, string> & Record<ApplicationFileKey, File | null>;

const isFileKey = (key: ApplicationKey): key is ApplicationFileKey => (applicationFileKeys as readonly ApplicationKey[]).includes(key);

const textKeys = applicationKeys.filter((key): key is TextKey => !isFileKey(key));

/** The text fields by the contract's rules, as the server checks them (src/contracts/applications.ts), length caps included. */
const textFields = Object.fromEntries(textKeys.map((key) => [key, fieldSchema(applicationRules[key])])) as {
  [Key in TextKey]: ReturnType<typeof fieldSchema>;
};

/**
 * The job application (spec sections 3 and 5), with the spec's defects fixed (design brief section 9):
 * the e-mail is bound to EmailAddress and the files to Resume and CoverLetter. First name, last
 * name, a valid e-mail and a resume are required; the other keys are free text within their caps.
 */
export const jobApplicationSchema = z.object({
  ...textFields,
  Resume: z.custom<File | null>((value) => value instanceof File, errors.resumeRequired),
  CoverLetter: z.nullable(z.custom<File>((value) => value instanceof File)),
});

/**
 * An empty form for a vacancy, whose title and category are sent with the application, or for a
 * general application (`null`: no job named; the store keeps it without one).
 */
export function emptyApplication(job: { title: string; category: string } | null): JobApplicationValues {
  const values = Object.fromEntries(applicationKeys.map((key) => [key, isFileKey(key) ? null : '']));
  return { ...(values as JobApplicationValues), JobTitle: job?.title ?? '', JobCategory: job?.category ?? '' };
}

/**
 * The form's starting values: only what has no field (the job, and no files). Each field's own
 * starting value is read from the page when the form registers it, so that text typed before the
 * form's code arrived (the general application's page is shown first) is kept, as the contact form does.
 */
export function startingValues(job: { title: string; category: string } | null): Partial<JobApplicationValues> {
  const { JobTitle, JobCategory, Resume, CoverLetter } = emptyApplication(job);
  return { JobTitle, JobCategory, Resume, CoverLetter };
}

/** Every state key under its own name; files as file parts, an empty slot as an empty value. */
export function toFormData(values: JobApplicationValues): FormData {
  const form = new FormData();
  for (const key of applicationKeys) {
    const value = values[key];
    if (value instanceof File) form.append(key, value, value.name);
    else form.append(key, typeof value === 'string' ? value.trim() : '');
  }
  return form;
}
