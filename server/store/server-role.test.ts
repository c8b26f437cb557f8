import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, verifyAuditChain } from '../domain/audit';
import { addUser } from '../domain/staff-accounts';
import { createTestDatabase } from '../test/services';
import { suiteClock } from '../test/suite-clock';
import { openStore, type Store } from './open-store';

/**
 * On PostgreSQL the server runs as a role of its own (issue 39, point 6): the tables' owner migrates
 * and grants, and the server's role may insert into and read the audit log, but not update, delete,
 * truncate or alter it, nor turn its triggers off. Its other work is untouched.
 */
const database = await createTestDatabase();
const role = `volta_server_${randomBytes(4).toString('hex')}`;
let store: Store;
const dataDir = mkdtempSync(join(tmpdir(), 'volta-files-'));

describe.runIf(database)('the server’s PostgreSQL role', () => {
  beforeAll(async () => {
    const owner = new pg.Client({ connectionString: database!.url });
    await owner.connect();
    await owner.query(`create role ${role} login`);
    await owner.end();
    const asServer = new URL(database!.url);
    asServer.username = role;
    store = await openStore({ dataDir, databaseUrl: asServer.toString(), ownerDatabaseUrl: database!.url, clock: suiteClock() });
  });
  afterAll(async () => {
    await store?.close();
    await database!.drop();
    const owner = new pg.Client({ connectionString: database!.url.replace(/\/[^/]*$/, '/postgres') });
    await owner.connect();
    await owner.query(`drop role if exists ${role}`);
    await owner.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the role the server connects as, not the owner', async () => {
    const { rows } = (await store.db.execute(sql`select current_user as who`)) as unknown as { rows: { who: string }[] };
    expect(rows[0]!.who).toBe(role);
  });

  it('does its work: accounts added, audited, the chain holding', async () => {
    await addUser(store.db, 'ama@volta.test', 'admin', { name: 'cli:owner', address: null, at: store.clock() }, 'http://localhost');
    await audit(store.db, { name: 'ama@volta.test', address: '10.0.0.1', at: store.clock() }, 'application.read', 'application 1');
    expect(await verifyAuditChain(store.db)).toMatchObject({ holds: true, rows: 2 });
  });

  it.each([
    ['update', sql`update staff_audit set actor = 'someone else'`],
    ['delete', sql`delete from staff_audit`],
    ['truncate', sql`truncate staff_audit`],
    ['alter', sql`alter table staff_audit disable trigger user`],
    ['drop', sql`drop table staff_audit`],
  ])('may not %s the audit log', async (_what, statement) => {
    const refusal = await store.db.execute(statement).then(
      () => 'done',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
    expect(refusal).toMatch(/^(permission denied|must be owner)/);
    expect(await verifyAuditChain(store.db)).toMatchObject({ holds: true, rows: 2 });
  });
});
