import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.confirmSubscription,
  largestPaint: 'text',
  title: 'Confirm Your Subscription',
  description: 'Confirm your subscription to the newsletter or to job alerts.',
  noIndex: true,
};
