import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { newStoreDir } from '../test/store-dir';
import { openStore } from './open-store';
import { applicationFields } from '../../src/contracts/applications';
import { saveApplication } from '../submissions/application';
import { sampleJob } from '../test/admin-kit';
import { applicationText } from '../test/documents';
import { jobValues } from './jobs';
import { listOutbox, queueMail } from './outbox';
import { applications, jobVacancies } from './schema';

/**
 * Migrations 0003 and 0004 on a store from before them. 0003: the team's mails still waiting in the
 * outbox name their setting (SALES_EMAIL, HR_EMAIL) instead of the address set when they were queued;
 * sent ones keep theirs. 0004: every application is kept, new, and tied to the vacancy whose title
 * and category it named when exactly one has them.
 */
const dataDir = newStoreDir('volta-migration-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('makes the waiting team mails go to the addresses set when they are sent', async () => {
  const mail = { replyTo: 'visitor@example.com', subject: 's', body: 'b' };
  const before = await openStore({ dataDir, seed: false });
  await queueMail(before.db, { ...mail, kind: 'contact-message', subjectId: 1, recipient: 'sales@example.com' });
  await queueMail(before.db, { ...mail, kind: 'application', subjectId: 2, recipient: 'careers@example.com' });
  await queueMail(before.db, { ...mail, kind: 'contact-acknowledgement', subjectId: 1, recipient: 'visitor@example.com' });
  await queueMail(before.db, { ...mail, kind: 'contact-message', subjectId: 3, recipient: 'old-sales@example.com' });
  await before.db.execute(sql`update outbox set status = 'sent' where subject_id = 3`);
  const [job] = await before.db
    .insert(jobVacancies)
    .values(jobValues({ ...sampleJob, title: 'Accountant', category: 'Finance', type: 'Accountant' }))
    .returning();
  const named = await saveApplication(before.db, 'submit-resume', applicationFields.parse(applicationText), [], { to: 'HR_EMAIL' });
  const general = await saveApplication(
    before.db,
    'submit-resume',
    applicationFields.parse({ ...applicationText, JobTitle: 'Anything' }),
    [],
    { to: 'HR_EMAIL' },
  );
  // As a store from before migrations 0003 and 0004: the migrator runs both at the next start.
  await before.db.execute(
    sql`delete from drizzle.__drizzle_migrations where id in (select id from drizzle.__drizzle_migrations order by created_at desc limit 2)`,
  );
  await before.db.execute(sql`drop table application_status_changes`);
  await before.db.execute(sql`alter table applications drop column job_id, drop column status`);
  await before.close();

  const after = await openStore({ dataDir, seed: false });
  try {
    const rows = await after.db
      .select({ id: applications.id, jobId: applications.jobId, status: applications.status })
      .from(applications)
      .orderBy(applications.id);
    expect(rows).toEqual([
      { id: named, jobId: job!.id, status: 'new' },
      { id: general, jobId: null, status: 'new' },
    ]);
    expect((await listOutbox(after.db)).map((row) => [row.kind, row.status, row.recipient])).toEqual([
      ['contact-message', 'pending', 'SALES_EMAIL'],
      ['application', 'pending', 'HR_EMAIL'],
      ['contact-acknowledgement', 'pending', 'visitor@example.com'],
      ['contact-message', 'sent', 'old-sales@example.com'],
      ['application', 'pending', 'HR_EMAIL'],
      ['application', 'pending', 'HR_EMAIL'],
    ]);
  } finally {
    await after.close();
  }
}, 60_000);
