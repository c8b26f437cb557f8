import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { createTestDatabase } from '../test/services';
import { runAdmin, sampleJob, storeVisitor, asAdmin, addFirstAdminByCli } from '../test/admin-kit';
import * as cli from '../test/cli-checks';
import { suiteClock } from '../test/suite-clock';

/**
 * The built CLI (dist-server/admin.js, `npm run build:server` first) as a process, as the team runs
 * it, on PostgreSQL.
 */
const database = await createTestDatabase();
if (database) {
  describe('the built admin CLI on PostgreSQL (DATABASE_URL)', () => {
    // The rows are in PostgreSQL, the uploaded files in DATA_DIR/files: the CLI reads both.
    const env = { DATABASE_URL: database.url, DATA_DIR: cli.temporaryDir('volta-admin-files-') };
    const admin = (...args: string[]) => runAdmin(asAdmin(args), env);
    let visitor = { applicationId: 0, email: 'pg.visitor@example.com' };

    beforeAll(async () => {
      const store = await openStore({ databaseUrl: database.url, dataDir: env.DATA_DIR, clock: suiteClock() });
      visitor = { ...visitor, ...(await storeVisitor(store, visitor.email)) };
      await store.close();
      await addFirstAdminByCli(env);
    });
    afterAll(() => database.drop());

    cli.sharedChecks(admin, () => visitor);

    it('adds and closes a job, and says when running servers show it', async () => {
      const files = cli.writeRecordFiles();
      const added = await admin('jobs', 'add', files.goodJob);
      cli.expectOk(added);
      const id = cli.addedId(added);
      expect(added.stdout).toBe(
        `Added job ${id} "${sampleJob.title}", open on the careers page at /careers/${id}. Servers on this database show it on its pages within a minute.\n`,
      );
      expect(cli.jobsOf(await admin('jobs', 'list', '--format', 'json'))).toContainEqual(expect.objectContaining({ id, status: 'open' }));
      cli.expectOk(await admin('jobs', 'close', String(id)));
    });

    it('purges by age and prints the counts', async () => {
      const run = await admin('purge', '--older-than', '24m');
      cli.expectOk(run);
      expect(run.stdout).toMatch(
        /^Removed what was created before \d{4}-\d{2}-\d{2}T.+Z \(older than 24m\): 0 applications with 0 files, 0 contact messages, 0 outbox e-mails\.\n$/,
      );
    });
  });
}
