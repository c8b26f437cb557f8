import { jobPath, patterns } from '../../routes/paths';
import type { RouteFacts } from '../../routes/route-facts';

/** A vacancy of the store (its query: ./query.ts). */
export const route: RouteFacts = {
  path: patterns.job,
  largestPaint: 'text',
  title: 'Job Opening',
  description: 'Role description, requirements and the application form for an open position.',
  samplePaths: [jobPath(1)],
  record: 'job',
  titleOf: (name) => `${name} – Careers`,
};
