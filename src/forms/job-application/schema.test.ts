import { describe, expect, it } from 'vitest';
import { applicationKeys } from '../../contracts/applications';
import { emptyApplication, jobApplicationSchema, startingValues, toFormData } from './schema';

const job = { title: 'National Service and Internship Opportunities', category: 'Engineer' };
const resume = new File(['%PDF-1.4'], 'Ama CV.pdf', { type: 'application/pdf' });
const valid = { ...emptyApplication(job), FirstName: 'Ama', LastName: 'Mensah', EmailAddress: 'ama@example.com', Resume: resume };

function messages(values: unknown) {
  const result = jobApplicationSchema.safeParse(values);
  const first: Record<string, string> = {};
  // The form shows the first problem of each field.
  if (!result.success) for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('job application schema', () => {
  it('accepts the four required fields with everything else empty', () => {
    expect(messages(valid)).toEqual({});
  });

  it('requires first name, last name, e-mail and resume, with a message each', () => {
    expect(messages({ ...emptyApplication(job), FirstName: '  ' })).toEqual({
      FirstName: 'First name is required.',
      LastName: 'Last name is required.',
      EmailAddress: 'Email is required.',
      Resume: 'Please attach your resume.',
    });
  });

  it('checks the e-mail format', () => {
    expect(messages({ ...valid, EmailAddress: 'ama@example' })).toEqual({ EmailAddress: 'Enter a valid email address.' });
    expect(messages({ ...valid, EmailAddress: ' ama@example.com ' })).toEqual({});
  });
});

describe('job application schema: characters', () => {
  it('refuses control characters and bidi overrides in every text field, with one message', () => {
    const refused = 'Please remove the invisible control characters from this field.';
    // The qualification's line break is trimmed away, as the server trims it: no refusal.
    expect(messages({ ...valid, FirstName: 'Ama\u0000', Location: 'Accra\u202e', HighestQualification: 'BSc\n' })).toEqual({
      FirstName: refused,
      Location: refused,
    });
    expect(messages({ ...valid, EmailAddress: 'ama\u0000@example.com' })).toEqual({ EmailAddress: refused });
    // A bidi mark of right-to-left text is kept.
    expect(messages({ ...valid, LastName: 'حسن\u200f' })).toEqual({});
  });
});

describe('toFormData', () => {
  it('appends every state key under its own name, files as file parts', () => {
    const cover = new File(['doc'], 'letter.docx');
    const form = toFormData({ ...valid, FirstName: ' Ama ', SalaryExpectation: '5000', CoverLetter: cover });
    expect([...form.keys()]).toEqual([...applicationKeys]);
    expect(form.get('JobTitle')).toBe(job.title);
    expect(form.get('JobCategory')).toBe('Engineer');
    expect(form.get('FirstName')).toBe('Ama');
    expect(form.get('SalaryExpectation')).toBe('5000');
    expect(form.get('Location')).toBe('');
    expect((form.get('Resume') as File).name).toBe('Ama CV.pdf');
    expect((form.get('CoverLetter') as File).name).toBe('letter.docx');
  });

  it('sends an empty cover letter slot as an empty value', () => {
    expect(toFormData(valid).get('CoverLetter')).toBe('');
  });
});

describe('a general application', () => {
  it('names no job, and is checked as a job application is', () => {
    const general = { ...emptyApplication(null), FirstName: 'Yaw', LastName: 'Boateng', EmailAddress: 'yaw@example.com', Resume: resume };
    expect(jobApplicationSchema.safeParse(general).success).toBe(true);
    expect(messages({ ...general, EmailAddress: '' })).toEqual({ EmailAddress: 'Email is required.' });
    const form = toFormData(general);
    expect(form.get('JobTitle')).toBe('');
    expect(form.get('JobCategory')).toBe('');
  });
});

describe('startingValues', () => {
  it('holds only what has no field: each field reads what the page holds, text typed before the code arrived included', () => {
    expect(startingValues(job)).toEqual({ JobTitle: job.title, JobCategory: 'Engineer', Resume: null, CoverLetter: null });
    expect(startingValues(null)).toEqual({ JobTitle: '', JobCategory: '', Resume: null, CoverLetter: null });
  });
});
