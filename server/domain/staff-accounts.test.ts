import { afterAll, describe, expect, it } from 'vitest';
import { openTestStore, storeKinds } from '../test/test-app';
import { addUser, disableUser, listUsers, resetUser } from './staff-accounts';

/** Accounts an admin cannot take over or lock everyone out of (issue 39, point 5, in part). */
for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  afterAll(dispose);
  const origin = 'http://localhost:4173';
  const by = () => ({ name: 'cli:root', address: 'cli:root', at: store.clock() });
  const statusOf = async (email: string) => (await listUsers(store.db, store.clock())).find((user) => user.email === email)?.status;

  describe(`staff accounts on ${kind}`, () => {
    it('keeps the last enabled admin: it cannot be disabled until another admin is', async () => {
      await addUser(store.db, 'only.admin@volta.test', 'admin', by(), origin);
      await expect(disableUser(store.db, 'only.admin@volta.test', by())).rejects.toThrow(
        'only.admin@volta.test is the last enabled admin: add another admin before disabling this one.',
      );
      expect(await statusOf('only.admin@volta.test')).not.toBe('disabled');
      await addUser(store.db, 'second.admin@volta.test', 'admin', by(), origin);
      expect(await disableUser(store.db, 'only.admin@volta.test', by())).toMatchObject({ changed: true });
      await expect(disableUser(store.db, 'second.admin@volta.test', by())).rejects.toThrow(/last enabled admin/);
    });

    it('does not enable a disabled account by resetting it', async () => {
      await addUser(store.db, 'left@volta.test', 'hr', by(), origin);
      await disableUser(store.db, 'left@volta.test', by());
      await expect(resetUser(store.db, 'left@volta.test', by(), origin)).rejects.toThrow(
        'The staff account left@volta.test is disabled: a reset does not enable it.',
      );
      expect(await statusOf('left@volta.test')).toBe('disabled');
    });
  });
}
