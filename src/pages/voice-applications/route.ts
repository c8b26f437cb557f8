import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.voiceApplications,
  largestPaint: 'image',
  title: 'Voice Applications',
  description: 'Transform the way you connect with voice applications built for your customers.',
};
