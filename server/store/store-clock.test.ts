import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dayOf, later, type Clock } from '../clock';
import { openTestStore, storeKinds, testApp } from '../test/test-app';
import { contactMessages, jobVacancies, outbox } from './schema';

/**
 * A store reads every time it writes, and the "today" that closes a vacancy, from the clock it is
 * opened with (decision 191): not the database's now() and not the machine's calendar. The clock here
 * stands on a day years from both the machine's and the suite's, so that neither could pass for it.
 */
const dayMs = 86_400_000;
const opensAt = new Date('2031-05-04T10:00:00Z');

for (const kind of storeKinds) {
  // The test moves it: each request reads it when it comes.
  let now = opensAt;
  const clock: Clock = () => now;
  const opened = await openTestStore(kind, { clock });
  if (!opened) continue;
  const { store, dispose } = opened;
  const app = await testApp(store);
  afterAll(async () => {
    await app.close();
    await dispose();
  });
  const availableIds = async () => {
    const answer = await app.inject({ url: '/api/job-vacancy/available?pageNo=1&pageSize=100' });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { items: { id: number }[] }).items.map((item) => item.id);
  };

  describe(`a store opened with a clock, on ${kind}`, () => {
    it('seeds the vacancies on the day of its clock: their relative deadlines count from it, and they are added at it', async () => {
      const rows = await store.db
        .select({ id: jobVacancies.id, deadline: jobVacancies.deadline, createdAt: jobVacancies.createdAt })
        .from(jobVacancies)
        .orderBy(asc(jobVacancies.id));
      expect(rows).toHaveLength(18);
      // Vacancy 1's file says "in 60 days", vacancy 7's "in 30 days", vacancy 18's "12 days ago".
      expect(rows[0]).toEqual({ id: 1, deadline: '2031-07-03', createdAt: opensAt });
      expect(rows[6]).toEqual({ id: 7, deadline: '2031-06-03', createdAt: opensAt });
      expect(rows[17]).toEqual({ id: 18, deadline: '2031-04-22', createdAt: opensAt });
      expect(rows[0]!.deadline).toBe(dayOf(later(opensAt, 60 * dayMs)));
      expect(rows.every((row) => row.createdAt.getTime() === opensAt.getTime())).toBe(true);
    });

    it('writes the time of a contact message sent through the API, and of its e-mails, from its clock', async () => {
      now = later(opensAt, 7 * 60_000);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/contact/contact-us',
        payload: { fullName: 'Yaw Boateng', email: 'yaw.clock@example.com', company: 'Boateng Farms', messageBody: 'When is it?' },
      });
      expect(answer.statusCode).toBe(200);
      const [message] = await store.db.select().from(contactMessages).where(eq(contactMessages.email, 'yaw.clock@example.com'));
      expect(message!.createdAt).toEqual(new Date('2031-05-04T10:07:00Z'));
      const mails = await store.db.select().from(outbox).where(eq(outbox.subjectId, message!.id)).orderBy(asc(outbox.id));
      expect(mails.map((mail) => [mail.kind, mail.createdAt, mail.nextAttemptAt])).toEqual([
        ['contact-message', now, now],
        ['contact-acknowledgement', now, now],
      ]);
    });

    it('leaves out of the available jobs a vacancy whose deadline is before the day of its clock, though not before the machine’s', async () => {
      now = opensAt;
      const listed = await availableIds();
      // "12 days ago" by the clock's day.
      expect(listed).not.toContain(18);
      expect(listed).toContain(7);
      const [seven] = await store.db.select({ deadline: jobVacancies.deadline }).from(jobVacancies).where(eq(jobVacancies.id, 7));
      const deadlineOfSeven = async (deadline: string) => {
        await store.db.update(jobVacancies).set({ deadline }).where(eq(jobVacancies.id, 7));
        app.storeChanged();
      };
      try {
        // Years ahead of the machine's calendar, but the day before the clock's: closed.
        await deadlineOfSeven('2031-05-03');
        expect(await availableIds()).not.toContain(7);
        // The clock's day itself: open until its end.
        await deadlineOfSeven('2031-05-04');
        expect(await availableIds()).toContain(7);
        // The same vacancy the next day by the clock: closed.
        now = later(opensAt, dayMs);
        expect(await availableIds()).not.toContain(7);
      } finally {
        now = opensAt;
        await deadlineOfSeven(seven!.deadline);
      }
      expect(await availableIds()).toContain(7);
    });
  });
}
