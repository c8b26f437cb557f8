import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/open-store';
import { runAdmin, seededPictureFiles, storeVisitor } from '../test/admin-kit';
import * as cli from '../test/cli-checks';
import { storedBytes } from '../test/test-app';
import { readBackup } from '../domain/backup';
import { suiteClock } from '../test/suite-clock';
import { addUser } from '../domain/staff-accounts';
import { userInfo } from 'node:os';

/** Who the tests read the stores as (a backup read is audited). */
const reader = (store: Store) => ({ name: 'test', address: null, at: store.clock() });
/** The audit rows of a backup's tables, apart from the rest. */
const withoutAudit = ({ staff_audit, ...rest }: Record<string, unknown[]>) => ({ rest, audit: staff_audit });

/**
 * `npm run admin -- backup FILE` and `restore FILE`, through the built CLI, on PGlite: a round trip
 * gives back every row and every uploaded file, byte for byte.
 */
describe('backup and restore of the embedded store', () => {
  const source = cli.temporaryStoreDir('volta-backup-source-');
  const scratch = cli.temporaryDir('volta-backup-files-');
  const archive = join(scratch, 'store.tar.gz');
  let visitor = { messageId: 0, applicationId: 0 };

  /** A store's rows (without the time the backup was taken) and, with it open, a callback's result. */
  async function inStore<T>(dataDir: string, read: (store: Store) => Promise<T>): Promise<T> {
    const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
    try {
      return await read(store);
    } finally {
      await store.close();
    }
  }

  beforeAll(async () => {
    const store = await openStore({ dataDir: source, clock: suiteClock() });
    visitor = await storeVisitor(store, 'backup.visitor@example.com');
    await store.close();
  });

  it('writes the rows and files into a new file, and will not overwrite one', async () => {
    const written = await runAdmin(['backup', archive], { DATA_DIR: source });
    cli.expectOk(written);
    // The two uploaded files, and those the seed made of its articles' pictures.
    const files = 2 + (await seededPictureFiles());
    expect(written.stdout).toMatch(new RegExp(`^Wrote .*store\\.tar\\.gz: \\d+ rows and ${files} files from PGlite in `));
    const again = await runAdmin(['backup', archive], { DATA_DIR: source });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('exists already: name a new file.');
  });

  it('restores every row and file into a DATA_DIR with no store, as they were', async () => {
    const target = cli.temporaryDir('volta-backup-target-');
    const restored = await runAdmin(['restore', archive], { DATA_DIR: target });
    cli.expectOk(restored);
    expect(restored.stdout).toMatch(
      /Restored .* 1 application, \d+ files \(the uploads and the articles' pictures\), 1 contact message, 2 subscriptions, 2 outbox e-mails\.\n$/,
    );
    const [before, after] = await Promise.all([
      inStore(source, async (store) => (await readBackup(store.db, reader(store))).tables),
      inStore(target, async (store) => ({
        tables: (await readBackup(store.db, reader(store))).tables,
        files: await Promise.all(
          (await store.db.query.applicationFiles.findMany()).map(async (file) => storedBytes(store, file).toString('base64')),
        ),
        pictures: (await store.db.query.articleImages.findMany()).map((image) => storedBytes(store, image).length === image.size),
        nextJob: (await store.db.execute("select nextval(pg_get_serial_sequence('job_vacancies', 'id')) as next")) as {
          rows: { next: string }[];
        },
        nextReference: (await store.db.execute("select nextval('submission_reference_seq') as next")) as { rows: { next: string }[] },
      })),
    ]);
    expect(withoutAudit(after.tables).rest).toEqual(withoutAudit(before).rest);
    // A store with no staff account yet: the operating-system user restored it, and the log says so.
    expect(withoutAudit(after.tables).audit).toContainEqual(
      expect.objectContaining({ actor: `cli:${userInfo().username}`, action: 'store.restore' }),
    );
    expect(after.files).toHaveLength(2);
    expect(after.pictures).toHaveLength(await seededPictureFiles());
    expect(after.pictures.every(Boolean)).toBe(true);
    // The ids go on after the restored ones.
    const highestJob = Math.max(...(before.job_vacancies as { id: number }[]).map((job) => job.id));
    expect(Number(after.nextJob.rows[0]!.next)).toBe(highestJob + 1);
    // And the references (messages' and applications' one sequence) after the restored ones: no new one repeats an old one.
    const references = [...(before.applications as { reference: string }[]), ...(before.contact_messages as { reference: string }[])]
      .map((row) => Number(row.reference.split('-')[2]))
      .filter((number) => number > 0);
    expect(references.length).toBeGreaterThan(0);
    expect(Number(after.nextReference.rows[0]!.next)).toBe(Math.max(...references) + 1);
    expect(visitor.applicationId).toBeGreaterThan(0);
  });

  it('replaces what a store held, in one go', async () => {
    const target = cli.temporaryStoreDir('volta-backup-replace-');
    await inStore(target, async (store) => {
      await storeVisitor(store, 'someone.else@example.com');
      await addUser(store.db, 'ama@voltasystems.com', 'admin', reader(store), 'http://localhost:8080');
      await addUser(store.db, 'kofi@voltasystems.com', 'marketing', reader(store), 'http://localhost:8080');
    });
    // Once the store has an account, a restore is an admin's.
    const unnamed = await runAdmin(['restore', archive], { DATA_DIR: target });
    expect([unnamed.code, unnamed.stderr]).toEqual([
      2,
      'restore is recorded with who made it: add --as EMAIL, your staff account (enabled, with the admin role).\n',
    ]);
    const marketing = await runAdmin(['restore', archive, '--as', 'kofi@voltasystems.com'], { DATA_DIR: target });
    expect([marketing.code, marketing.stderr]).toEqual([
      1,
      'kofi@voltasystems.com is a marketing account: restore needs the admin role.\n',
    ]);
    cli.expectOk(await runAdmin(['restore', archive, '--as', 'ama@voltasystems.com'], { DATA_DIR: target }));
    const emails = await inStore(target, async (store) =>
      (await store.db.query.contactMessages.findMany()).map((message) => message.email),
    );
    expect(emails).toEqual(['backup.visitor@example.com']);
  });

  it('refuses a file that is not a backup, changing nothing', async () => {
    const notBackup = join(scratch, 'notes.tar.gz');
    writeFileSync(notBackup, 'not an archive');
    const refused = await runAdmin(['restore', notBackup], { DATA_DIR: source });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Cannot read .*notes\.tar\.gz: .*Nothing was changed\.\n$/);
    const emails = await inStore(source, async (store) =>
      (await store.db.query.contactMessages.findMany()).map((message) => message.email),
    );
    expect(emails).toEqual(['backup.visitor@example.com']);
  });
});
