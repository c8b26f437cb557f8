import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { newStoreDir } from '../test/store-dir';
import { openStore } from './open-store';
import { listOutbox, queueMail } from './outbox';

/**
 * Migration 0003: the team's mails still waiting in the outbox of a store from before it name their
 * setting (SALES_EMAIL, HR_EMAIL) instead of the address set when they were queued; sent ones keep theirs.
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
  // As a store from before migration 0003: the migrator runs it at the next start.
  await before.db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
  );
  await before.close();

  const after = await openStore({ dataDir, seed: false });
  try {
    expect((await listOutbox(after.db)).map((row) => [row.kind, row.status, row.recipient])).toEqual([
      ['contact-message', 'pending', 'SALES_EMAIL'],
      ['application', 'pending', 'HR_EMAIL'],
      ['contact-acknowledgement', 'pending', 'visitor@example.com'],
      ['contact-message', 'sent', 'old-sales@example.com'],
    ]);
  } finally {
    await after.close();
  }
}, 60_000);
