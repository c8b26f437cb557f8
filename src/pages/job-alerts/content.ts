import { company } from '../../content/company';

/** /job-alerts (issue 40, point 3): ask for an e-mail when a job of chosen kinds is published. */
export const jobAlertsContent = {
  hero: {
    heading: 'Job alerts',
    paragraph: `Tell us which kinds of job interest you, and we will e-mail you when ${company.name} publishes one. You can stop at any time with the link in every alert.`,
  },
} as const;
