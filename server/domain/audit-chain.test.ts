import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { execute } from '../admin/execute';
import { parseCommand } from '../admin/parse';
import { openTestStore, storeKinds } from '../test/test-app';
import { audit, auditSince, verifyAuditChain } from './audit';

/**
 * The audit log's hash chain (issue 39, point 6): each row's hash covers the row before, so a row
 * changed, removed or put in between is found, and `npm run admin -- audit verify` names the first
 * broken row. The tampering below is what a database owner can do (triggers off, then UPDATE or
 * DELETE); the server's own role cannot (server/store/app-role.test.ts).
 */
for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  afterAll(dispose);
  const actor = (name: string) => ({ name, address: '10.0.0.1', at: store.clock() });
  const tamper = async (statement: ReturnType<typeof sql>) => {
    await store.db.execute(sql`alter table staff_audit disable trigger user`);
    await store.db.execute(statement);
    await store.db.execute(sql`alter table staff_audit enable trigger user`);
  };

  describe(`the audit log's chain on ${kind}`, () => {
    it('holds over rows appended one after another and at once, whatever their details', async () => {
      await audit(store.db, actor('ama@volta.test'), 'job.create', 'job 1', { z: 1, a: { c: [1, 'two'], b: null } });
      await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          audit(store.db, actor(`user${index}@volta.test`), 'application.read', `application ${index}`),
        ),
      );
      await store.db.transaction(async (tx) => {
        await audit(tx, actor('kofi@volta.test'), 'job.edit', 'job 1', { title: 'Édité – “quoted”' });
        await audit(tx, actor('kofi@volta.test'), 'job.close', 'job 1');
      });
      const check = await verifyAuditChain(store.db);
      expect(check).toMatchObject({ holds: true });
      expect(check.rows).toBe((await auditSince(store.db)).length);
    });

    it('names the first row whose content was changed', async () => {
      const rows = await auditSince(store.db);
      const changed = rows.at(-3)!;
      await tamper(sql`update staff_audit set actor = 'someone.else@volta.test' where id = ${changed.id}`);
      expect(await verifyAuditChain(store.db)).toMatchObject({ holds: false, brokenAt: changed.id });
      await tamper(sql`update staff_audit set actor = ${changed.actor} where id = ${changed.id}`);
      expect(await verifyAuditChain(store.db)).toMatchObject({ holds: true });
    });

    it('names the row after one removed, and fails `audit verify` saying so', async () => {
      const rows = await auditSince(store.db);
      const [removed, next] = [rows.at(-4)!, rows.at(-3)!];
      await tamper(sql`delete from staff_audit where id = ${removed.id}`);
      expect(await verifyAuditChain(store.db)).toMatchObject({ holds: false, brokenAt: next.id });
      const parsed = parseCommand(['audit', 'verify'], store.clock());
      expect(parsed).toMatchObject({ kind: 'run', request: { verify: true } });
      await expect(execute(store, { command: 'audit', request: { verify: true, format: 'table' }, login: 'tester' })).rejects.toThrow(
        `The audit log's chain is broken at row ${next.id}: its hash does not match its content and the row before it`,
      );
    });
  });
}
