import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleJob } from '../test/admin-kit';
import { openTestStore, storeKinds } from '../test/test-app';
import { dayOf } from '../clock';
import { findJobPage, listOpenJobs } from '../store/jobs';
import { jobVacancies } from '../store/schema';
import { auditSince } from './audit';
import { BadInputError, NotFoundError } from './errors';
import { addJob, closeJob, fillJob, listJobs, reopenJob, withdrawJob } from './jobs';

/**
 * A vacancy the team ends (issue 40, point 6): closed, filled or withdrawn, each move audited with the
 * status it left; ended, it leaves the careers list and its page answers its title and how it ended;
 * any ended status moves to another, and back to open while its deadline has not passed.
 */
for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  const actor = () => ({ name: 'hr@volta.test', address: '127.0.0.1', at: store.clock() });
  const today = () => dayOf(store.clock());
  const statusOf = async (id: number) => (await listJobs(store.db, today())).find((job) => job.id === id)?.status;
  const listed = async (id: number) =>
    (await listOpenJobs(store.db, today(), { pageNo: 1, pageSize: 100 })).items.some((item) => item.id === id);

  describe(`ending a vacancy on ${kind}`, () => {
    afterAll(dispose);

    it('fills, closes, withdraws and reopens a job, each move audited once with the status it left', async () => {
      const id = await addJob(store.db, actor(), { ...sampleJob, title: 'Filled Engineer' });
      const since = store.clock();

      expect(await fillJob(store.db, actor(), id)).toEqual({ id, title: 'Filled Engineer', changed: true });
      expect(await statusOf(id)).toBe('filled');
      expect(await listed(id)).toBe(false);
      expect(await findJobPage(store.db, id, today())).toEqual({ id, title: 'Filled Engineer', ended: 'filled' });
      // Already so: no change, no row.
      expect(await fillJob(store.db, actor(), id)).toEqual({ id, title: 'Filled Engineer', changed: false });

      expect((await closeJob(store.db, actor(), id)).changed).toBe(true);
      expect(await findJobPage(store.db, id, today())).toEqual({ id, title: 'Filled Engineer', ended: 'closed' });
      expect((await withdrawJob(store.db, actor(), id)).changed).toBe(true);
      expect(await statusOf(id)).toBe('withdrawn');
      expect(await findJobPage(store.db, id, today())).toEqual({ id, title: 'Filled Engineer', ended: 'withdrawn' });

      // Reopened, as Workable restores an archived job: listed again, with its whole page.
      expect((await reopenJob(store.db, actor(), id)).changed).toBe(true);
      expect(await statusOf(id)).toBe('open');
      expect(await listed(id)).toBe(true);
      expect(await findJobPage(store.db, id, today())).toMatchObject({ id, title: 'Filled Engineer', applicationsOpen: true });

      const rows = (await auditSince(store.db, since)).filter((row) => row.target === `job ${id}`);
      expect(rows.map(({ action, actor: by, details }) => ({ action, by, details }))).toEqual([
        { action: 'job.fill', by: 'hr@volta.test', details: { from: 'open' } },
        { action: 'job.close', by: 'hr@volta.test', details: { from: 'filled' } },
        { action: 'job.withdraw', by: 'hr@volta.test', details: { from: 'closed' } },
        { action: 'job.reopen', by: 'hr@volta.test', details: { from: 'withdrawn' } },
      ]);
    });

    it('does not reopen an ended job past its deadline, and names the way', async () => {
      const id = await addJob(store.db, actor(), { ...sampleJob, title: 'Late Analyst' });
      await withdrawJob(store.db, actor(), id);
      await store.db.update(jobVacancies).set({ deadline: '2001-01-01' }).where(eq(jobVacancies.id, id));
      await expect(reopenJob(store.db, actor(), id)).rejects.toThrow(
        new BadInputError(
          `Job ${id}'s deadline, 1 January 2001, has passed: give it a later one with \`jobs edit ${id} FILE\`, then reopen it.`,
        ),
      );
      expect(await statusOf(id)).toBe('withdrawn');
      // Ended, it is listed by how it ended, not as past its deadline.
      await fillJob(store.db, actor(), id);
      expect(await statusOf(id)).toBe('filled');
    });

    it('refuses a second job like an ended one by offering to reopen it', async () => {
      const id = await addJob(store.db, actor(), { ...sampleJob, title: 'Twice Posted Engineer' });
      await fillJob(store.db, actor(), id);
      await expect(addJob(store.db, actor(), { ...sampleJob, title: 'Twice Posted Engineer' })).rejects.toThrow(
        new BadInputError(
          `Job ${id} (filled) has the same title, category and location: reopen it with \`jobs reopen ${id}\`, or add this one anyway with --allow-duplicate.`,
        ),
      );
    });

    it('answers an unknown id with NotFoundError, and the page of one with null', async () => {
      await expect(fillJob(store.db, actor(), 999_999)).rejects.toThrow(new NotFoundError('There is no job with id 999999.'));
      await expect(withdrawJob(store.db, actor(), 999_999)).rejects.toThrow(new NotFoundError('There is no job with id 999999.'));
      expect(await findJobPage(store.db, 999_999, today())).toBeNull();
    });
  });
}
