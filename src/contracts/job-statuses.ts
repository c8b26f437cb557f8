/**
 * A vacancy's statuses, the one list: open, or ended by the team (closed, filled, or withdrawn). The
 * store's column (server/store/schema.ts holds the same values), the domain's moves (server/domain/jobs.ts),
 * the public page of an ended vacancy and the staff pages read it. Plain data, no zod: pages read it.
 * Any status may move to any other; reopening checks the deadline (docs/decisions/211).
 */
export const endedJobStatuses = ['closed', 'filled', 'withdrawn'] as const;
export type EndedJobStatus = (typeof endedJobStatuses)[number];

export const jobStatuses = ['open', ...endedJobStatuses] as const;
export type JobStatus = (typeof jobStatuses)[number];
