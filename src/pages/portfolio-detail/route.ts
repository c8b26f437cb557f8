import { patterns, portfolioPath } from '../../routes/paths';
import { portfolioIds } from '../../routes/portfolio-ids';
import type { RouteFacts } from '../../routes/route-facts';

export const route: RouteFacts = {
  path: patterns.portfolioProject,
  largestPaint: 'image',
  title: 'Project',
  description: 'A project from our portfolio: its focus, the problem it solves and screenshots.',
  titleOf: (name) => `${name} – Portfolio`,
  samplePaths: portfolioIds.map(portfolioPath),
  allowedParams: { id: portfolioIds },
};
