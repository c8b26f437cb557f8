import * as z from 'zod/mini';
import { positiveInt } from '../fields';
import { applicationStatuses } from '../application-pipeline';
import { jobStatuses } from '../job-statuses';
import { limits } from '../limits';
import { staffMessages } from './content';

/**
 * A staff list's query: page, sort column and direction, and a search text (matched, case-blind,
 * against the list's text columns). Every list answers { items, total, pageNo, pageSize }.
 */
export function staffListQuery<
  const Sorts extends readonly [string, ...string[]],
  Extra extends z.core.$ZodLooseShape = Record<never, never>,
>(sorts: Sorts, defaultSort: Sorts[number], extra: Extra = {} as Extra) {
  return z.object({
    pageNo: z._default(positiveInt('pageNo must be a positive whole number.'), 1),
    pageSize: z.pipe(
      z._default(positiveInt('pageSize must be a positive whole number.'), 25),
      z.transform((size: number) => Math.min(size, limits.maxPageSize)),
    ),
    sort: z._default(z.enum(sorts, staffMessages.sort), defaultSort),
    order: z._default(z.enum(['asc', 'desc']), 'desc'),
    q: z._default(z.string().check(z.trim(), z.maxLength(limits.maxShortText, staffMessages.search)), ''),
    ...extra,
  });
}

export function staffListAnswer<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number(), pageNo: z.number(), pageSize: z.number() });
}

/** A record id in a path (`:id`): digits, as in src/contracts/record-id.ts. */
export const idParams = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,8}$/, staffMessages.recordId)),
    z.transform((text: string) => Number(text)),
  ),
});

const at = z.string();

export const messageItem = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  company: z.string(),
  messageBody: z.string(),
  /** 'lead': an address left for the sales team in a call-to-action block, with the page it was left on. */
  kind: z.enum(['message', 'lead']),
  pageOfOrigin: z.nullable(z.string()),
  createdAt: at,
});
export const messageListQuery = staffListQuery(['createdAt', 'fullName', 'email', 'company'], 'createdAt');

const subscriptionType = z.enum(['Newsletter', 'contactACS', 'JobAlerts']);
/** 'pending' until the address follows the confirmation link (double opt-in). */
const subscriptionStatus = z.enum(['pending', 'active', 'unsubscribed']);
export const subscriberItem = z.object({
  id: z.number(),
  email: z.string(),
  type: subscriptionType,
  status: subscriptionStatus,
  /** When the address confirmed; null for those that never did (including the addresses kept from before double opt-in). */
  confirmedAt: z.nullable(at),
  /** A job-alert subscription's kinds of job. */
  categories: z.nullable(z.array(z.string())),
  createdAt: at,
  updatedAt: at,
});
const subscriberFilters = { type: z.optional(subscriptionType), status: z.optional(subscriptionStatus) };
export const subscriberListQuery = staffListQuery(['createdAt', 'updatedAt', 'email', 'type', 'status'], 'createdAt', subscriberFilters);
/** The export takes the list's filters and search, and answers every matching row as CSV (text/csv, attachment). */
export const subscriberExportQuery = z.object({
  ...subscriberFilters,
  q: z._default(z.string().check(z.trim(), z.maxLength(limits.maxShortText, staffMessages.search)), ''),
});

const applicationStatus = z.enum(applicationStatuses, staffMessages.status);

export const applicationListQuery = staffListQuery(['createdAt', 'name', 'status', 'jobTitle'], 'createdAt', {
  jobId: z.optional(idParams.shape.id),
  status: z.optional(applicationStatus),
});
export const applicationItem = z.object({
  id: z.number(),
  status: applicationStatus,
  jobId: z.nullable(z.number()),
  jobTitle: z.string(),
  name: z.string(),
  email: z.string(),
  fileCount: z.number(),
  createdAt: at,
});

/** A file of an application: downloaded by its id (GET /staff/api/application-files/:id), never shown inline. */
const applicationFile = z.object({
  id: z.number(),
  field: z.enum(['Resume', 'CoverLetter']),
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number(),
});

export const applicationDetail = z.object({
  id: z.number(),
  status: applicationStatus,
  source: z.enum(['apply', 'submit-resume']),
  job: z.nullable(z.object({ id: z.number(), title: z.string(), status: z.enum(jobStatuses) })),
  fields: z.object({
    jobTitle: z.string(),
    jobCategory: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    location: z.string(),
    yearsOfExperience: z.string(),
    applicationType: z.string(),
    salaryExpectation: z.string(),
    phoneNumber: z.string(),
    highestQualification: z.string(),
  }),
  files: z.array(applicationFile),
  /** Each move or note, oldest first (a note alone keeps the status: `from` is `to`); `by` names who made it. */
  history: z.array(z.object({ from: z.string(), to: z.string(), by: z.string(), note: z.nullable(z.string()), at })),
  /** Where it may be moved from here (none once rejected or hired). */
  nextStatuses: z.array(applicationStatus),
  /** When the applicant asked, from their status page, for their data to be deleted; null if they have not. */
  deletionRequestedAt: z.nullable(at),
  createdAt: at,
});

/**
 * A move, a note, or both: `status` empty or left out keeps the status (the form starts on no choice),
 * and a note alone is kept in the history. One of the two is needed.
 */
export const markApplicationBody = z.pipe(
  z
    .object({
      status: z.optional(z.union([z.literal(''), applicationStatus])),
      note: z._default(z.string().check(z.trim(), z.maxLength(limits.maxNote, staffMessages.note)), ''),
    })
    .check(z.refine((body) => Boolean(body.status) || body.note !== '', { message: staffMessages.moveOrNote, path: ['status'] })),
  z.transform(({ status, note }) => ({ ...(status ? { status } : {}), note })),
);
