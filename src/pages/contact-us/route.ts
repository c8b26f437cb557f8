import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.contactUs,
  largestPaint: 'text',
  title: 'Contact Us',
  description: 'Get in touch today: send us a message, call or visit our office in North Legon, Accra.',
};
