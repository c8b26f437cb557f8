/** Copy of the page of a vacancy the team ended (closed, filled or withdrawn): how it ended, and where to go next. */
import { company } from '../../../content/company';
import type { EndedJobStatus } from '../../../contracts/job-statuses';
import { openRolesAnchorId, paths } from '../../../routes/paths';

const ended: Record<EndedJobStatus, string> = {
  closed: 'This position has been closed.',
  filled: 'This position has been filled.',
  withdrawn: 'This position has been withdrawn.',
};

export const endedJobContent = {
  /** The one sentence that says how the vacancy ended. */
  ended,
  text: 'It no longer takes applications. Thank you for your interest: you are welcome to apply for one of the roles open now, or to hear by e-mail when a new one opens.',
  openPositions: { label: 'See open positions', to: `${paths.careers}#${openRolesAnchorId}` },
  jobAlerts: { label: 'Get job alerts', to: paths.jobAlerts },
  /** The page's description (its meta description and the tab's, as the page facts carry it). */
  description: (status: EndedJobStatus): string => `${ended[status]} See the roles open now at ${company.name}.`,
} as const;
