import { afterAll, describe, expect, it } from 'vitest';
import { staffChallenges, staffSetUpTokens } from '../store/schema';
import { openTestStore, storeKinds } from '../test/test-app';
import { authenticationOptions } from './passkeys';
import { addUser } from './staff-accounts';

/** What runs out is swept: an anonymous caller cannot grow the store with challenges or links never used. */
for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  afterAll(dispose);
  const hour = 3_600_000;
  const actor = (at: Date) => ({ name: 'cli:root', address: 'cli:root', at });

  describe(`sweeps on ${kind}`, () => {
    it('drops the passkey challenges that ran out when the next one is handed out', async () => {
      const now = store.clock();
      await store.db
        .insert(staffChallenges)
        .values({ challenge: 'stale', purpose: 'authentication', userId: null, expiresAt: new Date(now.getTime() - 1) });
      const options = await authenticationOptions(store.db, 'http://localhost:4173', now);
      const left = await store.db.select({ challenge: staffChallenges.challenge }).from(staffChallenges);
      expect(left.map((row) => row.challenge)).toEqual([options.challenge]);
    });

    it("drops the set-up links that ran out when another is issued, anyone's", async () => {
      const start = store.clock();
      await addUser(store.db, 'first.admin@volta.test', 'admin', actor(start), 'http://localhost:4173');
      const later = new Date(start.getTime() + 25 * hour);
      await addUser(store.db, 'second@volta.test', 'hr', actor(later), 'http://localhost:4173');
      const links = await store.db.select({ userId: staffSetUpTokens.userId }).from(staffSetUpTokens);
      expect(links).toHaveLength(1);
    });
  });
}
