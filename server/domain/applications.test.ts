import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applicantMayWithdraw, applicationStatuses, nextStatuses } from '../../src/contracts/application-pipeline';
import { applications, applicationStatusChanges, staffAudit } from '../store/schema';
import { makeApplication } from '../test/staff-kit';
import { openTestStore, storeKinds } from '../test/test-app';
import { handedOutName, updateApplication } from './applications';

/** The pipeline's rules, once, below every door: moves, notes, their history and audit rows in one transaction. */
for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  afterAll(dispose);
  const actor = () => ({ name: 'hr@volta.test', address: '127.0.0.1', at: store.clock() });
  const historyOf = (id: number) =>
    store.db
      .select({ from: applicationStatusChanges.fromStatus, to: applicationStatusChanges.toStatus, note: applicationStatusChanges.note })
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, id))
      .orderBy(applicationStatusChanges.id);
  const auditOf = async (id: number) =>
    (
      await store.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.target, `application ${id}`))
        .orderBy(staffAudit.id)
    ).map(({ actor, action, details }) => ({ actor, action, details }));
  const statusOf = async (id: number) => (await store.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

  describe(`applications on ${kind}`, () => {
    it('moves an application on and notes it, each with its history row and its audit row', async () => {
      const { id } = await makeApplication(store, null, 'Efua');
      expect(await updateApplication(store.db, actor(), id, { note: '  Called: free from March.  ' })).toEqual({
        id,
        from: 'new',
        to: 'new',
        note: 'Called: free from March.',
      });
      expect(await statusOf(id)).toBe('new');
      await updateApplication(store.db, actor(), id, { status: 'reviewed', note: 'Strong CV' });
      await updateApplication(store.db, actor(), id, { status: 'shortlisted' });
      expect(await statusOf(id)).toBe('shortlisted');
      expect(await historyOf(id)).toEqual([
        { from: 'new', to: 'new', note: 'Called: free from March.' },
        { from: 'new', to: 'reviewed', note: 'Strong CV' },
        { from: 'reviewed', to: 'shortlisted', note: null },
      ]);
      expect(await auditOf(id)).toEqual([
        { actor: 'hr@volta.test', action: 'application.note', details: { note: 'Called: free from March.' } },
        { actor: 'hr@volta.test', action: 'application.mark', details: { from: 'new', to: 'reviewed', note: 'Strong CV' } },
        { actor: 'hr@volta.test', action: 'application.mark', details: { from: 'reviewed', to: 'shortlisted' } },
      ]);
    });

    it('refuses a move the pipeline does not allow, an empty change and an unknown id, and changes nothing', async () => {
      const { id } = await makeApplication(store, null, 'Yaw');
      await expect(updateApplication(store.db, actor(), id, { status: 'hired' })).rejects.toThrow(
        `Application ${id} is new: it can be marked reviewed or rejected, not hired.`,
      );
      await expect(updateApplication(store.db, actor(), id, { note: '   ' })).rejects.toThrow('Give a new status, a note, or both.');
      await expect(updateApplication(store.db, actor(), 999_999, { note: 'x' })).rejects.toThrow('There is no application with id 999999.');
      await updateApplication(store.db, actor(), id, { status: 'rejected' });
      await expect(updateApplication(store.db, actor(), id, { status: 'reviewed' })).rejects.toThrow(
        `Application ${id} is rejected: that is final, not reviewed.`,
      );
      // A final application still takes a note.
      await updateApplication(store.db, actor(), id, { note: 'Keep for the next graduate intake.' });
      expect((await historyOf(id)).map(({ from, to }) => `${from}→${to}`)).toEqual(['new→rejected', 'rejected→rejected']);
    });

    it('writes the move and its audit row in one transaction: when the audit row fails, nothing moved', async () => {
      const { id } = await makeApplication(store, null, 'Kojo');
      await store.db.execute(
        sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$ begin
        raise exception 'the audit log is full'; end $$`),
      );
      await store.db.execute(
        sql.raw('create trigger refuse_audit before insert on staff_audit for each row execute function refuse_audit()'),
      );
      try {
        await expect(updateApplication(store.db, actor(), id, { status: 'reviewed', note: 'Lost?' })).rejects.toThrow();
      } finally {
        await store.db.execute(sql.raw('drop trigger refuse_audit on staff_audit'));
        await store.db.execute(sql.raw('drop function refuse_audit'));
      }
      expect(await statusOf(id)).toBe('new');
      expect(await historyOf(id)).toEqual([]);
    });

    it("holds in the database the pipeline's statuses and no other", async () => {
      const { id } = await makeApplication(store, null, 'Adwoa');
      for (const status of applicationStatuses) {
        await store.db.update(applications).set({ status }).where(eq(applications.id, id));
        expect(await statusOf(id)).toBe(status);
      }
      await expect(store.db.execute(sql`update applications set status = 'archived' where id = ${id}`)).rejects.toThrow();
      await expect(
        store.db.execute(
          sql`insert into application_status_changes (application_id, from_status, to_status, by, created_at) values (${id}, 'new', 'archived', 'x', ${store.clock().toISOString()})`,
        ),
      ).rejects.toThrow();
      // Every status is reached from new by the table's moves, or (withdrawn) by the applicant's.
      const reached = new Set<string>(['new']);
      for (const status of applicationStatuses) for (const next of nextStatuses[status]) reached.add(next);
      if (applicationStatuses.some(applicantMayWithdraw)) reached.add('withdrawn');
      expect([...reached].sort()).toEqual([...applicationStatuses].sort());
    });
  });
}

describe('the name a file is handed out under', () => {
  const pdf = 'application/pdf';
  it('ends in the extension of the kind the bytes are, whatever the name said', () => {
    expect(handedOutName({ fileName: 'cv.html', field: 'Resume', mediaType: pdf })).toBe('cv.pdf');
    expect(handedOutName({ fileName: 'CV.PDF', field: 'Resume', mediaType: pdf })).toBe('CV.PDF');
    expect(handedOutName({ fileName: 'letter', field: 'CoverLetter', mediaType: 'application/msword' })).toBe('letter.doc');
    expect(
      handedOutName({
        fileName: 'cv.pdf',
        field: 'Resume',
        mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe('cv.docx');
    expect(handedOutName({ fileName: '../../.html', field: 'Resume', mediaType: pdf })).toBe('Resume.pdf');
  });
});
