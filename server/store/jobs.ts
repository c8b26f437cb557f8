import { and, asc, count, eq, gte, ne, notInArray } from 'drizzle-orm';
import type { JobDetail, JobListAnswer, JobListItem, JobPageAnswer } from '../../src/contracts/jobs';
import type { NewJob } from '../../src/contracts/new-job';
import type { PageQuery } from '../../src/contracts/paging';
import type { Executor } from './database';
import { jobVacancies } from './schema';

type JobRow = typeof jobVacancies.$inferSelect;

/** A vacancy's columns from its record (the time it was added is the caller's: its clock). */
export function jobValues(job: NewJob): Omit<typeof jobVacancies.$inferInsert, 'createdAt'> {
  const { decriptionPoints, ...rest } = job;
  return { ...rest, descriptionPoints: decriptionPoints };
}

function listItem(row: JobRow): JobListItem {
  const { id, title, techSkills, location, roleType, category, type } = row;
  return { id, title, techSkills, location, roleType, category, type };
}

/** A vacancy's description, as its page and its job file name the parts. */
export function jobDescription(row: JobRow) {
  return {
    roleDescription: row.roleDescription,
    summary: row.summary,
    descriptionTitle: row.descriptionTitle,
    description: row.description,
    decriptionPoints: row.descriptionPoints,
    technicalRequirements: row.technicalRequirements,
    softSkillsRequirement: row.softSkillsRequirement,
  };
}

function detail(row: JobRow, today: string): JobDetail {
  return { ...listItem(row), deadline: row.deadline, applicationsOpen: row.deadline >= today, ...jobDescription(row) };
}

const isOpen = eq(jobVacancies.status, 'open');

/**
 * An open vacancy whose deadline has not passed `today` (YYYY-MM-DD in Ghana, UTC all year, by the
 * store's clock: server/clock.ts dayOf): listed, offered as a similar role, in the sitemap, and applied
 * for. A vacancy takes applications until the end of its deadline's day; past it, it closes itself:
 * its page says so, without the form.
 */
export const takesApplications = (today: string) => and(isOpen, gte(jobVacancies.deadline, today))!;

/** Vacancies taking applications, oldest first (the order the team opened them), one page at a time. */
export async function listOpenJobs(db: Executor, today: string, { pageNo, pageSize }: PageQuery): Promise<JobListAnswer> {
  const rows = await db
    .select()
    .from(jobVacancies)
    .where(takesApplications(today))
    .orderBy(asc(jobVacancies.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(jobVacancies).where(takesApplications(today));
  return { items: rows.map(listItem), total: total?.value ?? 0, pageNo, pageSize };
}

/** How many 'Similar Roles' a job page shows (spec section 9). */
const similarCount = 4;

/**
 * The page of a vacancy: an open one (its deadline passed or not) with up to four other roles taking
 * applications, its own category first, then any, oldest first; one the team ended, its title and how
 * it ended; null when the id is unknown.
 */
export async function findJobPage(db: Executor, id: number, today: string): Promise<JobPageAnswer | null> {
  const [vacancy] = await db.select().from(jobVacancies).where(eq(jobVacancies.id, id));
  if (!vacancy) return null;
  if (vacancy.status !== 'open') return { id: vacancy.id, title: vacancy.title, ended: vacancy.status };
  const job = detail(vacancy, today);
  const others = and(takesApplications(today), ne(jobVacancies.id, id));
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
