import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.blog,
  largestPaint: 'text',
  title: 'Blog',
  description: 'News, insights and more from our team.',
};
