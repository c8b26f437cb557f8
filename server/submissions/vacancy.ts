import { and, asc, eq } from 'drizzle-orm';
import type { ApplicationFields } from '../../src/contracts/applications';
import { formatDay } from '../../src/content/day';
import { HttpProblem } from '../problem';
import type { Executor } from '../store/database';
import { jobVacancies } from '../store/schema';
import { takesApplications } from '../store/jobs';
import { dayOf } from '../clock';

/**
 * The vacancy an application is for: the open one with its job title and category, when exactly one
 * takes applications (the job page's form sends the vacancy's own); none when no vacancy has them,
 * or more than one does (a general application, from /careers/general-application, names none).
 * When the only vacancies with them have passed their deadline, or the team ended them (a form left
 * open while the job was filled), the application is refused with 409: that job takes no more.
 */
export async function vacancyFor(
  db: Executor,
  fields: Pick<ApplicationFields, 'JobTitle' | 'JobCategory'>,
  at: Date,
): Promise<number | null> {
  const named = and(
    eq(jobVacancies.status, 'open'),
    eq(jobVacancies.title, fields.JobTitle),
    eq(jobVacancies.category, fields.JobCategory),
  );
  const taking = await db
    .select({ id: jobVacancies.id })
    .from(jobVacancies)
    .where(and(named, takesApplications(dayOf(at))))
    .limit(2);
  if (taking.length) return taking.length === 1 ? taking[0]!.id : null;
  const [closed] = await db
    .select({ title: jobVacancies.title, deadline: jobVacancies.deadline })
    .from(jobVacancies)
    .where(named)
    .orderBy(asc(jobVacancies.deadline))
    .limit(1);
  if (closed) throw new HttpProblem(409, `Applications for ${closed.title} closed on ${formatDay(closed.deadline)}.`);
  const [ended] = await db
    .select({ title: jobVacancies.title, status: jobVacancies.status })
    .from(jobVacancies)
    .where(and(eq(jobVacancies.title, fields.JobTitle), eq(jobVacancies.category, fields.JobCategory)))
    .orderBy(asc(jobVacancies.id))
    .limit(1);
  if (ended) throw new HttpProblem(409, `Applications for ${ended.title} are closed: the position has been ${ended.status}.`);
  return null;
}
