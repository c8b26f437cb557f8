import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.jobAlerts,
  largestPaint: 'text',
  title: 'Job Alerts',
  description: 'Get an e-mail when Volta Systems publishes a job of the kinds you choose.',
};
