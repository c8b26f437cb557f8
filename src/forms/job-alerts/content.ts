import { validationMessages } from '../../contracts/content';

/** The job alerts form (issue 40, point 3). */
export const jobAlertsFormContent = {
  label: 'Job alerts',
  emailField: { label: 'Email address', placeholder: 'you@example.com' },
  categories: {
    legend: 'Kinds of job',
    hint: 'Choose one or more.',
  },
  submitLabel: 'Get job alerts',
  pendingLabel: 'Sending...',
  errors: { categories: validationMessages.jobAlertCategories },
  success: 'Check your inbox.',
  failure: 'Failed to ask for job alerts. Try again.',
  /** GOV.UK's "check your email" pattern: what the visitor must do next. */
  sent: {
    heading: 'Check your inbox',
    text: (email: string) => `We have sent a link to ${email}.`,
    next: (kinds: string) =>
      `Open it within 7 days to confirm your alerts for ${kinds}. Until you do, we will not e-mail you anything else. If it has not arrived in a few minutes, check your spam folder.`,
    again: 'Use a different address or other kinds of job',
  },
} as const;
