import { afterAll, describe, expect, it } from 'vitest';
import { openTestStore, storeKinds } from '../test/test-app';
import { eq } from 'drizzle-orm';
import { outbox } from '../store/schema';
import { addUser, disableUser, listUsers, resetUser } from './staff-accounts';

/** Accounts an admin cannot take over or lock everyone out of (issue 39, point 5). */
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
      // The store's first account: no one could read a mail for it yet, so its link comes back too.
      expect((await addUser(store.db, 'only.admin@volta.test', 'admin', by(), origin)).setUpLink).toMatch(/#token=/);
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

    it('keeps the last enabled admin from being reset away, unless the link is shown at the machine (audited)', async () => {
      // second.admin is the one enabled admin now (the first test disabled only.admin).
      await expect(resetUser(store.db, 'second.admin@volta.test', by(), origin)).rejects.toThrow(
        'second.admin@volta.test is the last enabled admin: add another admin before resetting this one.',
      );
      expect(await statusOf('second.admin@volta.test')).toBe('pending');
      const shown = await resetUser(store.db, 'second.admin@volta.test', by(), origin, { showLink: true });
      expect(shown.setUpLink).toMatch(/#token=[\w-]{43}$/);
    });

    it('e-mails the link to the account itself and hands it to no one else, but the first admin’s', async () => {
      const added = await addUser(store.db, 'new.colleague@volta.test', 'marketing', by(), origin);
      expect(added).toEqual({
        id: added.id,
        email: 'new.colleague@volta.test',
        role: 'marketing',
        mailedTo: 'new.colleague@volta.test',
        expiresAt: added.expiresAt,
      });
      const reset = await resetUser(store.db, 'new.colleague@volta.test', by(), origin);
      expect(reset).not.toHaveProperty('setUpLink');
      const mails = await store.db.select().from(outbox).where(eq(outbox.recipient, 'new.colleague@volta.test'));
      expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
        ['staff-set-up-link', 'Your Volta Systems staff account'],
        ['staff-set-up-link', 'Your Volta Systems staff account was reset'],
      ]);
      expect(mails[1]!.body).toMatch(/^http:\/\/localhost:4173\/staff\/set-up#token=[\w-]{43}$/m);
    });
  });
}
