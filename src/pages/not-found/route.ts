import { notFoundSamplePath } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

/** The catch-all route: any other path, and a refused parameter, shows this page. */
export const route: RouteFacts = {
  path: '*',
  largestPaint: 'image',
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or may have been moved.',
  samplePaths: [notFoundSamplePath],
  noIndex: true,
};
