import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.about,
  largestPaint: 'image',
  title: 'About Us',
  description: 'Outsourced technical talent to power your project success. Meet the company and its executive team.',
};
