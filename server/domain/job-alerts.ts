import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { jobPath } from '../../src/routes/paths';
import { dayOf } from '../clock';
import type { Executor } from '../store/database';
import { queueMail } from '../store/outbox';
import { jobAlertDeliveries, jobVacancies, subscriptions } from '../store/schema';
import { jobAlertMail } from '../mail/subscription-mails';
import { unsubscribeParts } from './subscribing';

/**
 * Job alerts (issue 40, point 3): a vacancy published in a category is queued once to each confirmed
 * job-alert address that asked for it before it was published, whichever door published it (staff
 * page, command line). The dispatcher (server/mail/mailings.ts) runs this every few seconds; the
 * unique (vacancy, subscriber) index makes "once" hold across crashes and processes.
 */
export async function dispatchJobAlerts(db: Executor, site: string, limit: number, at: Date): Promise<number> {
  const due = await db
    .select({
      job: {
        id: jobVacancies.id,
        title: jobVacancies.title,
        category: jobVacancies.category,
        location: jobVacancies.location,
        deadline: jobVacancies.deadline,
        summary: jobVacancies.summary,
      },
      subscriber: { id: subscriptions.id, email: subscriptions.email },
    })
    .from(jobVacancies)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.type, 'JobAlerts'),
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.confirmedAt),
        sql`${subscriptions.categories} @> jsonb_build_array(${jobVacancies.category})`,
        // Alerts are of vacancies published after the address confirmed, not of the whole list.
        gte(jobVacancies.createdAt, subscriptions.confirmedAt),
      ),
    )
    .where(
      and(
        eq(jobVacancies.status, 'open'),
        gte(jobVacancies.deadline, dayOf(at)),
        sql`not exists (select 1 from ${jobAlertDeliveries} where ${jobAlertDeliveries.jobId} = ${jobVacancies.id} and ${jobAlertDeliveries.subscriptionId} = ${subscriptions.id})`,
      ),
    )
    .orderBy(asc(jobVacancies.id), asc(subscriptions.id))
    .limit(limit);
  let queued = 0;
  for (const { job, subscriber } of due) {
    queued += await db.transaction(async (tx) => {
      // Claimed first: another process that got here first has queued it.
      const [claimed] = await tx
        .insert(jobAlertDeliveries)
        .values({ jobId: job.id, subscriptionId: subscriber.id, outboxId: 0, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: jobAlertDeliveries.id });
      if (!claimed) return 0;
      const unsubscribe = await unsubscribeParts(tx, subscriber.id, site, at);
      const outboxId = await queueMail(tx, jobAlertMail(job, subscriber, `${site}${jobPath(job.id)}`, unsubscribe), at);
      await tx.update(jobAlertDeliveries).set({ outboxId }).where(eq(jobAlertDeliveries.id, claimed.id));
      return 1;
    });
  }
  return queued;
}
