import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSince } from '../domain/audit';
import { namedFiles, readBackup } from '../domain/backup';
import { addUser } from '../domain/staff-accounts';
import type { Store } from '../store/open-store';
import { sampleArticle, sampleJob, storeVisitor } from '../test/admin-kit';
import { openTestStore } from '../test/test-app';
import { commands } from './commands';
import { execute } from './execute';

/**
 * Every command of the command line, run on a store as a staff account (issue 38, point 2): each one
 * that changes the store or takes visitors' data out leaves its audit row, as the --as account from
 * `cli:<login>`; each read changes nothing at all. A command added without a case here fails the first
 * test, so no change can come in unaudited.
 */

type Case =
  /** Lists and shows: they must leave every table as it was. */
  | 'reads'
  /** Opens no store (articles preview). */
  | 'local'
  /**
   * The request as the CLI sends it (after reading its files), and the audit row it must leave; `reads`
   * for a read of someone's personal data (an application), which is audited although it changes nothing.
   */
  | { request: () => Promise<object> | object; action: string; reads?: true };

const admin = 'ama@voltasystems.com';
const ids = { application: 0, job: 0, article: 0 };
let store: Store;
let dispose: () => Promise<void>;
const scratch = mkdtempSync(join(tmpdir(), 'volta-audit-coverage-'));

/** Every row of every table of the store, as one digest: a read must not move it. */
async function digest(): Promise<string> {
  const tables = (await store.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: { name: string }[] };
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const result = (await store.db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
    )) as { rows: { sum: string }[] };
    parts.push(`${name}:${result.rows[0]!.sum}`);
  }
  return parts.join('\n');
}

/** A backup of the store as `restore` receives it: its rows, and its files in a folder. */
async function backupToRestore() {
  const data = await readBackup(store.db, { name: 'test', address: null, at: store.clock() });
  const filesFolder = mkdtempSync(join(scratch, 'files-'));
  for (const sha256 of namedFiles(data)) await pipeline(store.files.read(sha256), createWriteStream(join(filesFolder, sha256)));
  return { file: 'volta.tar.gz', data, filesFolder };
}

/** In the order they run: the job is closed before it is reopened, the store restored last. */
const cases: Record<string, Case> = {
  'applications list': 'reads',
  'applications show': { request: () => ({ id: ids.application, format: 'json' }), action: 'application.read', reads: true },
  'jobs list': 'reads',
  'articles list': 'reads',
  outbox: 'reads',
  'users list': 'reads',
  audit: 'reads',
  'articles preview': 'local',
  export: { request: () => ({ kind: 'applications', format: 'csv' }), action: 'applications.export' },
  'applications files': { request: () => ({ id: ids.application, out: 'x' }), action: 'application.files' },
  'applications mark': { request: () => ({ id: ids.application, status: 'reviewed', note: 'Called' }), action: 'application.mark' },
  'jobs add': { request: () => ({ file: 'job.md', allowDuplicate: false, job: sampleJob }), action: 'job.create' },
  'jobs edit': { request: () => ({ id: ids.job, file: 'job.md', job: { ...sampleJob, title: 'Platform Engineer' } }), action: 'job.edit' },
  'jobs close': { request: () => ({ id: ids.job }), action: 'job.close' },
  'jobs fill': { request: () => ({ id: ids.job }), action: 'job.fill' },
  'jobs withdraw': { request: () => ({ id: ids.job }), action: 'job.withdraw' },
  'jobs reopen': { request: () => ({ id: ids.job }), action: 'job.reopen' },
  'articles publish': { request: () => ({ file: 'a.md', article: sampleArticle }), action: 'article.create' },
  'articles edit': {
    request: () => ({ id: ids.article, file: 'a.md', article: { ...sampleArticle, title: 'USSD lives' } }),
    action: 'article.edit',
  },
  'articles unpublish': { request: () => ({ id: ids.article }), action: 'article.unpublish' },
  'articles republish': { request: () => ({ id: ids.article }), action: 'article.publish' },
  'users add': {
    request: () => ({ email: 'kofi@voltasystems.com', role: 'hr', origin: 'http://localhost:4173', format: 'json' }),
    action: 'user.add',
  },
  'users reset': {
    request: () => ({ user: 'kofi@voltasystems.com', origin: 'http://localhost:4173', format: 'json' }),
    action: 'user.reset',
  },
  'users disable': { request: () => ({ user: 'kofi@voltasystems.com' }), action: 'user.disable' },
  forget: { request: () => ({ email: 'forget.me@example.com' }), action: 'data.forget' },
  purge: { request: () => ({ before: '2000-01-01T00:00:00.000Z', olderThan: '9999d' }), action: 'data.purge' },
  backup: { request: () => ({ file: 'volta.tar.gz' }), action: 'store.backup' },
  restore: { request: backupToRestore, action: 'store.restore' },
};

describe('every command of the command line', () => {
  beforeAll(async () => {
    ({ store, dispose } = (await openTestStore('pglite'))!);
    await addUser(store.db, admin, 'admin', { name: 'cli:set-up', address: null, at: store.clock() }, 'http://localhost:4173');
    ids.application = (await storeVisitor(store, 'visitor@example.com')).applicationId;
    await storeVisitor(store, 'forget.me@example.com');
  });
  afterAll(async () => {
    await dispose();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('has a case here, audited, read-only or local, as the command says of itself', () => {
    expect(Object.keys(cases).sort()).toEqual(commands.map((command) => command.name).sort());
    for (const command of commands) {
      const expected = 'local' in command ? 'local' : command.access === 'reads' ? 'reads' : 'audited';
      const written = cases[command.name]!;
      const kind = typeof written === 'string' ? written : written.reads ? 'reads' : 'audited';
      expect(kind, command.name).toBe(expected);
    }
  });

  for (const [name, written] of Object.entries(cases)) {
    if (written === 'local') continue;
    if (written === 'reads') {
      it(`${name} changes nothing`, async () => {
        const before = await digest();
        await execute(store, { command: name, request: { format: 'json' }, login: 'tester', as: admin });
        expect(await digest()).toBe(before);
      });
      continue;
    }
    it(`${name} leaves its audit row, as the --as account from cli:<login>`, async () => {
      const seen = (await auditSince(store.db)).length;
      const result = (await execute(store, { command: name, request: await written.request(), login: 'tester', as: admin })) as {
        id?: number;
      };
      if (name === 'jobs add') ids.job = result.id!;
      if (name === 'articles publish') ids.article = result.id!;
      const rows = (await auditSince(store.db)).slice(name === 'restore' ? 0 : seen);
      expect(rows.filter((row) => row.action === written.action).at(-1), JSON.stringify(rows)).toMatchObject({
        actor: admin,
        address: 'cli:tester',
      });
    });
  }
});
