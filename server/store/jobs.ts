import { and, asc, count, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import type { JobDetail, JobListAnswer, JobListItem, JobPage } from '../../src/contracts/jobs';
import type { NewJob } from '../../src/contracts/new-job';
import type { PageQuery } from '../../src/contracts/paging';
import type { Executor } from './database';
import { jobVacancies } from './schema';

type JobRow = typeof jobVacancies.$inferSelect;

export function jobValues(job: NewJob): typeof jobVacancies.$inferInsert {
  const { decriptionPoints, ...rest } = job;
  return { ...rest, descriptionPoints: decriptionPoints };
}

function listItem(row: JobRow): JobListItem {
  const { id, title, techSkills, location, roleType, category, type } = row;
  return { id, title, techSkills, location, roleType, category, type };
}

function detail(row: JobRow, today: string): JobDetail {
  return {
    ...listItem(row),
    deadline: row.deadline,
    applicationsOpen: row.deadline >= today,
    roleDescription: row.roleDescription,
    summary: row.summary,
    descriptionTitle: row.descriptionTitle,
    description: row.description,
    decriptionPoints: row.descriptionPoints,
    technicalRequirements: row.technicalRequirements,
    softSkillsRequirement: row.softSkillsRequirement,
  };
}

const isOpen = eq(jobVacancies.status, 'open');

/** Today in Ghana (UTC all year): a vacancy takes applications until the end of its deadline's day. */
const todayDate = sql`(now() at time zone 'UTC')::date`;
/** The same, read as YYYY-MM-DD. */
const today = sql<string>`(${todayDate})::text`;

/**
 * An open vacancy whose deadline has not passed: listed, offered as a similar role, in the sitemap,
 * and applied for. Past its deadline a vacancy closes itself: its page says so, without the form.
 */
export const takesApplications = and(isOpen, gte(jobVacancies.deadline, todayDate))!;

/** Today (YYYY-MM-DD) by the store's clock, the one that closes vacancies. */
export async function storeToday(db: Executor): Promise<string> {
  const [row] = await db.select({ today }).from(sql`(select 1) as one`);
  return row!.today;
}

/** Vacancies taking applications, oldest first (the order the team opened them), one page at a time. */
export async function listOpenJobs(db: Executor, { pageNo, pageSize }: PageQuery): Promise<JobListAnswer> {
  const rows = await db
    .select()
    .from(jobVacancies)
    .where(takesApplications)
    .orderBy(asc(jobVacancies.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(jobVacancies).where(takesApplications);
  return { items: rows.map(listItem), total: total?.value ?? 0, pageNo, pageSize };
}

/**
 * An open vacancy (its deadline passed or not), or null when the id is unknown or the team closed
 * it: a vacancy past its deadline keeps its page, which says that applications are closed.
 */
export async function findOpenJob(db: Executor, id: number): Promise<JobDetail | null> {
  const [found] = await db
    .select({ row: jobVacancies, today })
    .from(jobVacancies)
    .where(and(eq(jobVacancies.id, id), isOpen));
  return found ? detail(found.row, found.today) : null;
}

/** How many 'Similar Roles' a job page shows (spec section 9). */
const similarCount = 4;

/** An open vacancy with up to four other roles taking applications: its own category first, then any, oldest first. */
export async function findJobPage(db: Executor, id: number): Promise<JobPage | null> {
  const job = await findOpenJob(db, id);
  if (!job) return null;
  const others = and(takesApplications, ne(jobVacancies.id, id));
  const sameCategory = await db
    .select()
    .from(jobVacancies)
    .where(and(others, eq(jobVacancies.category, job.category)))
    .orderBy(asc(jobVacancies.id))
    .limit(similarCount);
  const chosen = sameCategory.map((row) => row.id);
  const rest =
    chosen.length < similarCount
      ? await db
          .select()
          .from(jobVacancies)
          .where(chosen.length ? and(others, notInArray(jobVacancies.id, chosen)) : others)
          .orderBy(asc(jobVacancies.id))
          .limit(similarCount - chosen.length)
      : [];
  return { ...job, similarRoles: [...sameCategory, ...rest].map(listItem) };
}
