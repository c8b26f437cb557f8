import { paths } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: paths.techStack,
  largestPaint: 'text',
  title: 'Technology Stack',
  description: 'The tools, frameworks, languages and platforms we build with.',
};
