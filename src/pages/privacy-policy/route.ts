import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.privacyPolicy,
  largestPaint: 'text',
  title: 'Privacy Policy',
  description: 'How we collect, use, share and protect your information.',
};
