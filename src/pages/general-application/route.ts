import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

/** "Can't find a role?" on the careers page leads here: an application without a job. */
export const route: RouteFacts = {
  path: paths.generalApplication,
  largestPaint: 'text',
  title: 'General Application',
  description: 'Send us your CV when no open role fits.',
};
