import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.home,
  largestPaint: 'image',
  title: 'Home',
  description:
    'Pioneering software solutions for a digital world: software development, outsourced talent, voice applications, telecom platforms and HR software from Accra, Ghana.',
};
