import { and, asc, count, eq, ne, notInArray } from 'drizzle-orm';
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

function detail(row: JobRow): JobDetail {
  return {
    ...listItem(row),
    deadline: row.deadline,
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

/** Open vacancies, oldest first (the order the team opened them), one page at a time. */
export async function listOpenJobs(db: Executor, { pageNo, pageSize }: PageQuery): Promise<JobListAnswer> {
  const rows = await db
    .select()
    .from(jobVacancies)
    .where(isOpen)
    .orderBy(asc(jobVacancies.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(jobVacancies).where(isOpen);
  return { items: rows.map(listItem), total: total?.value ?? 0, pageNo, pageSize };
}

/** An open vacancy, or null when the id is unknown or the vacancy is closed. */
export async function findOpenJob(db: Executor, id: number): Promise<JobDetail | null> {
  const [row] = await db
    .select()
    .from(jobVacancies)
    .where(and(eq(jobVacancies.id, id), isOpen));
  return row ? detail(row) : null;
}

/** How many 'Similar Roles' a job page shows (spec section 9). */
const similarCount = 4;

/** An open vacancy with up to four other open roles: its own category first, then any, oldest first. */
export async function findJobPage(db: Executor, id: number): Promise<JobPage | null> {
  const job = await findOpenJob(db, id);
  if (!job) return null;
  const others = and(isOpen, ne(jobVacancies.id, id));
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
