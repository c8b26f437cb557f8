import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.careers,
  largestPaint: 'image',
  title: 'Careers',
  description: 'Empowering you to make an impact: open positions, benefits and how to apply.',
};
