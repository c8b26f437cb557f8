import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.anniversary,
  largestPaint: 'text',
  title: '10th Anniversary',
  description: 'A decade of innovation: our milestones from 2014 to 2023.',
};
