/**
 * The hiring pipeline, the one table of an application's statuses and the moves between them: the
 * staff calls' contracts, the database's check constraint (server/store/schema.ts), the command line
 * and the staff pages all read it. Each application starts new; the team moves it forward, or out.
 */
export const applicationStatuses = ['new', 'reviewed', 'shortlisted', 'rejected', 'hired', 'withdrawn'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Where an application may go from each status; rejected and hired are final. */
export const nextStatuses: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['reviewed', 'rejected'],
  reviewed: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  rejected: [],
  hired: [],
  // Only the applicant withdraws, from their private status page (server/domain/applicant-status.ts).
  withdrawn: [],
};

/**
 * Whether the applicant may still withdraw: while the team may still move it (new, reviewed,
 * shortlisted), not once it is closed or withdrawn.
 */
export const applicantMayWithdraw = (status: ApplicationStatus): boolean => nextStatuses[status].length > 0;
