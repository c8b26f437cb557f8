import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.portfolio,
  largestPaint: 'image',
  title: 'Portfolio',
  description: 'Creating world class projects: a selection of the web and mobile products we have built.',
};
