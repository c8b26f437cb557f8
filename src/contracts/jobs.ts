import * as z from 'zod/mini';
import { validationMessages } from './content';
import { recordId } from './fields';
import { endedJobStatuses } from './job-statuses';
import { pageQuery } from './paging';

/** GET /api/job-vacancy/available and POST /api/job-vacancy/get-job-by-id (spec sections 3 and 7). */

export const jobListQuery = pageQuery;

const textList = z.array(z.string());

/** A job vacancy list item: the spec's fields, plus the category and type the careers filters use. */
export const jobListItem = z.object({
  id: z.number(),
  title: z.string(),
  techSkills: textList,
  location: z.string(),
  roleType: z.string(),
  category: z.string(),
  type: z.string(),
});
export type JobListItem = z.infer<typeof jobListItem>;

/** The answer of the list call: one page of items and the count of all. */
export const jobListAnswer = z.object({ items: z.array(jobListItem), total: z.number(), pageNo: z.number(), pageSize: z.number() });
export type JobListAnswer = z.infer<typeof jobListAnswer>;

export const jobByIdBody = z.object({ id: recordId(validationMessages.jobId) });
export type JobByIdBody = z.input<typeof jobByIdBody>;

/**
 * A vacancy as the job page shows it: the list fields, then the detail fields of spec section 3
 * (`decriptionPoints` keeps the spec's spelling: it is the API's field name).
 */
const jobDetail = z.object({
  ...jobListItem.shape,
  deadline: z.string(),
  /** False once the deadline has passed: the page says applications are closed, without the form. */
  applicationsOpen: z.boolean(),
  roleDescription: z.string(),
  summary: z.string(),
  descriptionTitle: z.string(),
  description: z.string(),
  decriptionPoints: textList,
  technicalRequirements: textList,
  softSkillsRequirement: textList,
});
export type JobDetail = z.infer<typeof jobDetail>;

/** The answer of get-job-by-id: the vacancy and up to four similar open roles (same category first). */
const jobPage = z.object({ ...jobDetail.shape, similarRoles: z.array(jobListItem) });
export type JobPage = z.infer<typeof jobPage>;

/**
 * A vacancy the team ended (closed, filled or withdrawn): its page says so with its title, and links
 * to the open positions and to job alerts, out of search results (a withdrawn one with status 410).
 */
const endedJob = z.object({ id: z.number(), title: z.string(), ended: z.enum(endedJobStatuses) });
export type EndedJob = z.infer<typeof endedJob>;

/** The answer of get-job-by-id: an open vacancy's page (taking applications or past its deadline), or an ended one. */
export const jobPageAnswer = z.union([jobPage, endedJob]);
export type JobPageAnswer = z.infer<typeof jobPageAnswer>;
