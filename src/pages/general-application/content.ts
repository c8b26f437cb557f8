/** Copy of the general application page (/careers/general-application); the form's own copy is in src/forms/job-application/content.ts. */
import { paths } from '../../routes/paths';

export const generalApplicationContent = {
  backLink: { label: 'Back to all jobs', to: paths.careers },
  eyebrow: 'Careers',
  heading: 'Send a general application',
  lead:
    'No open position fits you today? Send us your CV anyway. Our people team reads every general application ' +
    'and contacts you when a role that suits your experience opens.',
} as const;
