import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.pns,
  largestPaint: 'text',
  title: 'Products & Services',
  description: 'Cutting-edge software expertise tailored to your unique needs: our core services and our HR product.',
};
