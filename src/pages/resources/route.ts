import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.resources,
  largestPaint: 'text',
  title: 'Resources',
  description: 'Find more on our products: company profile and product brochures to download.',
};
