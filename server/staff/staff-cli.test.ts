import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseCommand } from '../admin/parse';
import { openTestStore, storeKinds } from '../test/test-app';
import { setUpTokenUser } from '../domain/staff-accounts';
import { suiteStart } from '../test/suite-clock';

/** The account commands on the store, and the audit log the database keeps append-only. */
describe('users and audit on the command line', () => {
  it('parses the account commands and refuses a bad role', () => {
    expect(parseCommand(['users', 'add', 'Ama@Volta.com', '--role', 'hr'], suiteStart)).toMatchObject({
      kind: 'run',
      command: { name: 'users add' },
      request: { email: 'ama@volta.com', role: 'hr', format: 'table' },
    });
    expect(parseCommand(['users', 'add', 'ama@volta.com', '--role', 'root'], suiteStart)).toEqual({
      kind: 'error',
      message: '--role must be one of hr, marketing, admin.',
    });
    expect(parseCommand(['audit', '--since', '2026-01-01', '--format', 'json'], suiteStart)).toMatchObject({
      kind: 'run',
      command: { name: 'audit' },
      request: { format: 'json', since: '2026-01-01T00:00:00.000Z' },
    });
  });
});

for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  describe(`the account operations and the audit log on ${kind}`, () => {
    it('adds, resets and disables accounts, each audited; the log refuses UPDATE, DELETE and TRUNCATE', async () => {
      const { addUser, resetUser, disableUser, listUsers } = await import('../domain/staff-accounts');
      const actor = { name: 'cli:tester', address: null, at: store.clock() };
      await expect(addUser(store.db, 'kofi@volta.test', 'marketing', actor, 'https://x.example')).rejects.toThrow(
        'The first staff account must be an admin (--role admin): it adds the others.',
      );
      await addUser(store.db, 'ama@volta.test', 'admin', actor, 'https://voltasystems.example');
      const added = await addUser(store.db, 'Kofi@Volta.test', 'marketing', actor, 'https://voltasystems.example', { showLink: true });
      expect(added.setUpLink).toMatch(/^https:\/\/voltasystems\.example\/staff\/set-up#token=[A-Za-z0-9_-]{43}$/);
      await expect(addUser(store.db, 'kofi@volta.TEST', 'hr', actor, 'https://x.example')).rejects.toThrow(/already/);
      const first = added.setUpLink!.split('#token=')[1]!;
      const reset = await resetUser(store.db, 'kofi@volta.test', actor, 'https://voltasystems.example', { showLink: true });
      expect(await setUpTokenUser(store.db, first, store.clock())).toBeUndefined();
      expect(await setUpTokenUser(store.db, reset.setUpLink!.split('#token=')[1]!, store.clock())).toMatchObject({
        email: 'kofi@volta.test',
      });
      expect(await disableUser(store.db, added.id, actor)).toEqual({ id: added.id, email: 'kofi@volta.test', changed: true });
      expect((await listUsers(store.db, store.clock()))[1]).toMatchObject({ status: 'disabled' });
      const rows = await store.db.execute(sql`select actor, action from staff_audit order by id`);
      expect((rows as { rows: unknown[] }).rows).toEqual([
        { actor: 'cli:tester', action: 'user.add' },
        { actor: 'cli:tester', action: 'user.add' },
        { actor: 'cli:tester', action: 'user.reset' },
        { actor: 'cli:tester', action: 'user.disable' },
      ]);
      await expect(store.db.execute(sql`update staff_audit set actor = 'someone else'`)).rejects.toThrow();
      await expect(store.db.execute(sql`delete from staff_audit`)).rejects.toThrow();
      await expect(store.db.execute(sql`truncate staff_audit`)).rejects.toThrow();
      await dispose();
    });
  });
}
