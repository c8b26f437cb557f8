import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

/** "Can't find a role?" on the careers page leads here: an application without a job. */
export const route: RouteFacts = {
  path: paths.generalApplication,
  largestPaint: 'text',
  title: 'General Application',
  description: 'Cannot find a role that fits? Send your CV as a general application: we contact you when a suitable role opens.',
};
