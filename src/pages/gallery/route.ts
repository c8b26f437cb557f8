import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.gallery,
  largestPaint: 'text',
  title: 'Gallery',
  description: 'Memories at a glance.',
};
