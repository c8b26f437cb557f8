import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.applicationStatus,
  largestPaint: 'text',
  title: 'Your Application',
  description: 'Where your job application stands.',
  // Private to each applicant: its address carries their token.
  noIndex: true,
};
