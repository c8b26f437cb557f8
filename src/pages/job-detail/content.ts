/** Copy of the job detail page (/careers/:id, spec section 2): labels and tabs (the share links' copy is in ./share-links/). */
import { formatDay } from '../../content/day';
import { paths } from '../../routes/paths';

/** Labels of the job detail page. */
export const jobDetailContent = {
  backLink: { label: 'Back to all jobs', to: paths.careers },
  /**
   * The header writes a role type as the spec's job page does ("Full-Time"); the careers cards show it
   * as stored ("Full Time", the one spelling, src/contracts/new-job.ts).
   */
  roleType: (stored: string) => stored.replace(/^(Full|Part) Time$/, '$1-Time'),
  /** Accessible names of the header's meta items (location, type, deadline, skill tags). */
  meta: {
    location: 'Location',
    type: 'Job type',
    deadline: 'Application deadline',
    skills: 'Skills',
  },
  tabs: {
    /** Accessible name of the tab list. */
    label: 'Job details',
    jobInformation: 'Job Information',
    jobApplication: 'Job Application',
  },
  /** 'YYYY-MM-DD' → 'Application end on 23 September 2024': a date no reader can take for another. */
  deadline: (date: string): string => `Application end on ${formatDay(date)}`,
  /** The same fact once the deadline has passed. */
  closedDeadline: (date: string): string => `Applications closed on ${formatDay(date)}`,
  loadingJob: 'Loading the job',
  apply: 'Apply',
  /** The phone's Apply after the job's text (issue 40, point 7), and once the form is open. */
  applyAfter: 'Apply for this job',
  applyAfterStarted: 'Go to your application',
  /** Shown for the moment the application form takes to load. */
  loadingForm: 'Loading the application form…',
  sections: {
    roleDescription: 'Role Description',
    positionSummary: 'Position Summary',
    jobDescription: 'Job Description',
    jobRequirements: 'Job Requirements',
    technicalSkills: 'Technical Skills',
    softSkills: 'Soft Skills',
    similarRoles: 'Similar Roles',
  },
} as const;
