import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.telecomPlatformServices,
  largestPaint: 'image',
  title: 'Telecom Platform Services',
  description: 'Powering telecom with seamless activation and management of bundles, products and services.',
};
