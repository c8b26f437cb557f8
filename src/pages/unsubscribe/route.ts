import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.unsubscribe,
  largestPaint: 'text',
  title: 'Unsubscribe',
  description: 'Unsubscribe from our newsletter.',
  noIndex: true,
};
