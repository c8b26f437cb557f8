import * as z from 'zod/mini';
import { applicationStatuses } from './application-pipeline';

/**
 * The applicant's private status page (issue 40, point 5): POST /api/job-vacancy/application-status,
 * /withdraw-application and /request-data-deletion, each with the token of the link their
 * acknowledgement mail carries. A token that names no application, or one whose link has expired, is
 * a 404, the same for both. Each call answers where the application stands now.
 */

/** The link's token: 43 base64url characters; any other text is simply not found. */
export const statusTokenBody = z.object({
  token: z.string('The token of the status link is required.').check(z.minLength(1), z.maxLength(200)),
});
export type StatusTokenBody = z.input<typeof statusTokenBody>;

export const applicantStatus = z.object({
  /** "VS-2026-0042", as the acknowledgement named it. */
  reference: z.string(),
  /** The job applied for; empty for a resume sent without one. */
  jobTitle: z.string(),
  /** When it was sent (ISO 8601). */
  sentAt: z.string(),
  status: z.enum(applicationStatuses),
  /** The company's words for the status (src/content/application-stages.ts). */
  stage: z.object({ name: z.string(), meaning: z.string() }),
  /** Whether it may still be withdrawn (not once closed or withdrawn). */
  mayWithdraw: z.boolean(),
  /** When the applicant asked for their data to be deleted (ISO 8601), or null. */
  deletionRequestedAt: z.nullable(z.string()),
  /** When the link stops working: the end of the retention period, when the application is deleted. */
  linkExpiresAt: z.string(),
});
export type ApplicantStatus = z.infer<typeof applicantStatus>;
