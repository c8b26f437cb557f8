import * as z from 'zod/mini';
import { jobApplicationContent } from '../../content/jobs';
import { applicationKeys } from '../../contracts/applications';
import { emailPattern } from '../../contracts/email';

const { errors } = jobApplicationContent;

/**
 * The job application (spec sections 3 and 5), with the spec's defects fixed (DESIGN section 9):
 * the e-mail is bound to EmailAddress and the files to Resume and CoverLetter. First name, last
 * name, a valid e-mail and a resume are required; the rest is optional.
 */
export const jobApplicationSchema = z.object({
  JobTitle: z.string(),
  JobCategory: z.string(),
  FirstName: z.string().check(z.trim(), z.minLength(1, errors.firstNameRequired)),
  LastName: z.string().check(z.trim(), z.minLength(1, errors.lastNameRequired)),
  EmailAddress: z
    .string()
    .check(z.trim(), z.minLength(1, errors.emailRequired), z.regex(emailPattern, errors.emailInvalid)),
  Location: z.string(),
  YearsOfExperience: z.string(),
  ApplicationType: z.string(),
  SalaryExpectation: z.string(),
  PhoneNumber: z.string(),
  HighestQualification: z.string(),
  Resume: z.custom<File | null>((value) => value instanceof File, errors.resumeRequired),
  CoverLetter: z.nullable(z.custom<File>((value) => value instanceof File)),
});

export type JobApplicationValues = {
  JobTitle: string;
  JobCategory: string;
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  Location: string;
  YearsOfExperience: string;
  ApplicationType: string;
  SalaryExpectation: string;
  PhoneNumber: string;
  HighestQualification: string;
  Resume: File | null;
  CoverLetter: File | null;
};

/** Each state key of the contract is a field of the form. */
applicationKeys satisfies readonly (keyof JobApplicationValues)[];

export function emptyApplication(job: { title: string; category: string }): JobApplicationValues {
  return {
    JobTitle: job.title,
    JobCategory: job.category,
    FirstName: '',
    LastName: '',
    EmailAddress: '',
    Location: '',
    YearsOfExperience: '',
    ApplicationType: '',
    SalaryExpectation: '',
    PhoneNumber: '',
    HighestQualification: '',
    Resume: null,
    CoverLetter: null,
  };
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
