import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.softwareDevelopment,
  largestPaint: 'text',
  title: 'Software Development Outsourcing',
  description: 'Unlock your business’s full potential by partnering with us for software development.',
};
