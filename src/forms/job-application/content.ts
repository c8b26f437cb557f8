/** Copy of the job application form (the Job Application tab, spec sections 5 and 8). */
import { textMessages, validationMessages } from '../../contracts/content';

type FormOption = {
  readonly id: string;
  /** Shown in the list and sent to the API. */
  readonly label: string;
};

const applicationTypeOptions: readonly FormOption[] = [
  { id: 'full-time', label: 'Full Time' },
  { id: 'part-time', label: 'Part Time' },
  { id: 'contract', label: 'Contract' },
  { id: 'internship', label: 'Internship' },
  { id: 'national-service', label: 'National Service' },
];

const yearsOfExperienceOptions: readonly FormOption[] = [
  { id: 'less-than-1', label: 'Less than 1 year' },
  { id: '1-2', label: '1-2 years' },
  { id: '3-5', label: '3-5 years' },
  { id: '6-10', label: '6-10 years' },
  { id: 'more-than-10', label: 'More than 10 years' },
];

/** Copy of the job application form (Job Application tab). */
export const jobApplicationContent = {
  heading: 'Apply for this role',
  intro: 'Tell us about yourself and attach your resume. Fields marked with an asterisk (*) are required.',
  requiredMark: '*',
  fields: {
    firstName: { label: 'First name', placeholder: 'John' },
    lastName: { label: 'Last name', placeholder: 'Doe' },
    email: { label: 'Email address', placeholder: 'john.doe@example.com' },
    phoneNumber: { label: 'Phone number', placeholder: '+233 20 000 0000' },
    highestQualification: {
      label: 'Highest qualification',
      placeholder: 'What is your highest qualification',
    },
    location: { label: 'Location', placeholder: 'Accra, Ghana' },
    applicationType: {
      label: 'Application type',
      placeholder: 'Select application type',
      options: applicationTypeOptions,
    },
    yearsOfExperience: {
      label: 'Years of experience',
      placeholder: 'Select your years of experience',
      options: yearsOfExperienceOptions,
    },
    salaryExpectation: {
      label: 'Salary expectation',
      placeholder: '0.00',
      prefix: 'GHC',
      /** Spoken description of the prefix. */
      prefixDescription: 'Amount in Ghana cedis',
    },
  },
  uploads: {
    resume: { id: 'resume', label: 'Resume' },
    coverLetter: { id: 'coverLetter', label: 'Cover letter' },
    hint: 'DOC or PDF, less than 10 MB',
    prompt: 'Drag and drop your file here, or',
    browse: 'browse',
    /** Accessible name of the button that clears a chosen file. */
    removeLabel: (fileName: string): string => `Remove ${fileName}`,
    /** Size of the chosen file; kilobytes are given with two decimals. */
    fileSize: (kilobytes: string): string => `${kilobytes} KB`,
    fileTypeLabels: { pdf: 'PDF', doc: 'DOC' },
    messages: validationMessages.upload,
  },
  errors: { ...validationMessages.application, ...textMessages },
  submit: 'Submit Application',
  pending: 'Submitting',
  success: 'Your application has been sent. Our HR team will be in touch.',
  /** The confirmation panel after an application is sent (issue 40, point 4). */
  confirmation: {
    heading: 'Application received',
    referenceLabel: 'Your reference is',
    nextHeading: 'What happens next',
    next: 'Our people team reads every application. If your experience fits the role, we will contact you by e-mail or phone to arrange an interview, and either way we will tell you the outcome. Quote your reference if you write to us.',
    mailed: 'We have sent you an e-mail that confirms we received your application.',
  },
  /**
   * A general application (/careers/general-application: "Can't find a role?"): the same fields and
   * checks, no job named; its heading and what happens next differ.
   */
  general: {
    heading: 'Your application',
    next: 'Our people team reads every application. When a role that fits your experience opens, we will contact you by e-mail or phone. Quote your reference if you write to us.',
  },
  failure: 'Failed to send your application. Try again.',
  /** The vacancy's deadline passed while the form was open (the server answers 409). */
  closed: 'This role has stopped taking applications, so your application was not sent.',
  /** The server refused fields the form let through: each by its label, with the server's reason. */
  refused: (reasons: string): string => `Failed to send your application. ${reasons}`,
} as const;
