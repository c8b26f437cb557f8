import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { formatDay } from '../../src/content/day';
import type { JobStatus } from '../../src/contracts/job-statuses';
import type { NewJob } from '../../src/contracts/new-job';
import { dayOf } from '../clock';
import type { Executor } from '../store/database';
import { jobDescription, jobValues, takesApplications } from '../store/jobs';
import { applications, jobVacancies } from '../store/schema';
import { audit, type Actor } from './audit';
import { BadInputError, NotFoundError } from './errors';

/**
 * Vacancies: listed, opened, changed, ended (closed, filled or withdrawn) and reopened by the team.
 * Each change is one transaction with the audit row of who made it, whichever door it came through
 * (staff calls, command line).
 */

export type JobSummary = {
  id: number;
  /** 'past deadline': open, but its deadline has passed, so it takes no applications. */
  status: JobStatus | 'past deadline';
  title: string;
  category: string;
  type: string;
  location: string;
  deadline: string;
};

/** A change of a record's open or published state; `changed` is false if it was so already. */
export type StatusChange = { id: number; title: string; changed: boolean };

/** Every vacancy, open, past its deadline (before `today`) or ended by the team, by id. */
export async function listJobs(db: Executor, today: string): Promise<JobSummary[]> {
  return db
    .select({
      id: jobVacancies.id,
      status: sql<
        JobSummary['status']
      >`case when ${takesApplications(today)} or ${jobVacancies.status} <> 'open' then ${jobVacancies.status} else 'past deadline' end`,
      title: jobVacancies.title,
      category: jobVacancies.category,
      type: jobVacancies.type,
      location: jobVacancies.location,
      deadline: jobVacancies.deadline,
    })
    .from(jobVacancies)
    .orderBy(asc(jobVacancies.id));
}

/**
 * Opens a vacancy; answers its id. One with the same title, category and location already in the
 * store is refused (naming it), unless `allowDuplicate`: the same job posted twice would show twice.
 * So is a deadline already past: the vacancy would be closed from the start.
 */
export async function addJob(
  db: Executor,
  actor: Actor,
  job: NewJob,
  { allowDuplicate = false }: { allowDuplicate?: boolean } = {},
): Promise<number> {
  if (job.deadline < dayOf(actor.at)) {
    throw new BadInputError(`The deadline ${formatDay(job.deadline)} has passed: the job would be closed at once. Give a later deadline.`);
  }
  return db.transaction(async (tx) => {
    if (!allowDuplicate) await refuseDuplicate(tx, job);
    const [row] = await tx
      .insert(jobVacancies)
      .values({ ...jobValues(job), createdAt: actor.at })
      .returning({ id: jobVacancies.id });
    await audit(tx, actor, 'job.create', `job ${row!.id}`, { title: job.title });
    return row!.id;
  });
}

/** The same title, category and location in the store already: refused, naming that job and the ways out. */
async function refuseDuplicate(db: Executor, job: NewJob): Promise<void> {
  const [same] = await db
    .select({ id: jobVacancies.id, status: jobVacancies.status })
    .from(jobVacancies)
    .where(and(eq(jobVacancies.title, job.title), eq(jobVacancies.category, job.category), eq(jobVacancies.location, job.location)))
    .orderBy(asc(jobVacancies.id))
    .limit(1);
  if (!same) return;
  throw new BadInputError(
    `Job ${same.id} (${same.status}) has the same title, category and location: ` +
      (same.status !== 'open' ? `reopen it with \`jobs reopen ${same.id}\`, ` : `change it with \`jobs edit ${same.id} FILE\`, `) +
      'or add this one anyway with --allow-duplicate.',
  );
}

/** Replaces a vacancy's fields with the file's; its id, status and applications stay. */
export async function editJob(db: Executor, actor: Actor, id: number, job: NewJob): Promise<{ id: number; title: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(jobVacancies).set(jobValues(job)).where(eq(jobVacancies.id, id)).returning({ title: jobVacancies.title });
    if (!row) throw new NotFoundError(`There is no job with id ${id}.`);
    await audit(tx, actor, 'job.edit', `job ${id}`, { title: row.title });
    return { id, title: row.title };
  });
}

/** The audit action of a move to each status. */
const moveActions: Record<JobStatus, string> = { open: 'job.reopen', closed: 'job.close', filled: 'job.fill', withdrawn: 'job.withdraw' };

/**
 * Moves a vacancy to a status, audited (with the status it left) when it changes. Any status may
 * move to any other: an ended vacancy (closed, filled, withdrawn) is reopened as Workable restores an
 * archived job, and one closed may be marked filled later. One past its deadline is not opened: it
 * would still take no applications.
 */
async function setJobStatus(db: Executor, actor: Actor, id: number, status: JobStatus): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ title: jobVacancies.title, status: jobVacancies.status, deadline: jobVacancies.deadline })
      .from(jobVacancies)
      .where(eq(jobVacancies.id, id))
      .for('update');
    if (!row) throw new NotFoundError(`There is no job with id ${id}.`);
    if (status === 'open' && row.deadline < dayOf(actor.at)) {
      throw new BadInputError(
        `Job ${id}'s deadline, ${formatDay(row.deadline)}, has passed: give it a later one with \`jobs edit ${id} FILE\`` +
          (row.status !== 'open' ? `, then reopen it.` : `, which opens it again.`),
      );
    }
    if (row.status === status) return { id, title: row.title, changed: false };
    await tx.update(jobVacancies).set({ status }).where(eq(jobVacancies.id, id));
    await audit(tx, actor, moveActions[status], `job ${id}`, { from: row.status });
    return { id, title: row.title, changed: true };
  });
}

/** Opens an ended vacancy again (closed, filled or withdrawn), unless its deadline has passed by the actor's day. */
export const reopenJob = (db: Executor, actor: Actor, id: number) => setJobStatus(db, actor, id, 'open');

/** Closes a vacancy: it leaves the careers list, and its page says that it is closed. */
export const closeJob = (db: Executor, actor: Actor, id: number) => setJobStatus(db, actor, id, 'closed');

/** Marks a vacancy filled (someone was hired): it leaves the careers list, and its page says so. */
export const fillJob = (db: Executor, actor: Actor, id: number) => setJobStatus(db, actor, id, 'filled');

/** Withdraws a vacancy (it will not be filled): it leaves the careers list, and its page says so with status 410. */
export const withdrawJob = (db: Executor, actor: Actor, id: number) => setJobStatus(db, actor, id, 'withdrawn');

/** A vacancy as the staff editor opens it: its fields as a job file has them, and its state today. */
export async function jobSource(db: Executor, id: number, today: string) {
  const [row] = await db.select().from(jobVacancies).where(eq(jobVacancies.id, id));
  if (!row) throw new NotFoundError(`There is no job with id ${id}.`);
  const status = (await listJobs(db, today)).find((job) => job.id === id)!.status;
  const { title, category, type, roleType, location, deadline, techSkills } = row;
  const job = { title, category, type, roleType, location, deadline, techSkills, ...jobDescription(row) };
  return { id, status, job };
}

/** Every vacancy with how many applications name it (the staff jobs list). */
export async function listJobsWithApplicationCounts(db: Executor, today: string) {
  const counts = await db
    .select({ jobId: applications.jobId, n: count() })
    .from(applications)
    .where(isNotNull(applications.jobId))
    .groupBy(applications.jobId);
  const byJob = new Map(counts.map((row) => [row.jobId, row.n]));
  return (await listJobs(db, today)).map((job) => ({ ...job, applicationCount: byJob.get(job.id) ?? 0 }));
}
