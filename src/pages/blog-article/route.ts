import { articlePath, patterns } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

/** An article of the store (its query: ./query.ts). */
export const route: RouteFacts = {
  path: patterns.article,
  largestPaint: 'image',
  title: 'Article',
  description: 'An article from our blog.',
  samplePaths: [articlePath(1)],
  record: 'article',
  titleOf: (name) => `${name} – Blog`,
};
