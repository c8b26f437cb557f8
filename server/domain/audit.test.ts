import { afterAll, describe, expect, it } from 'vitest';
import { openTestStore, storeKinds } from '../test/test-app';
import { audit, listAudit } from './audit';

/** The audit log's search, on both stores: what is typed is looked for as written. */
for (const kind of storeKinds) {
  const opened = await openTestStore(kind);
  if (!opened) continue;
  const { store, dispose } = opened;
  afterAll(dispose);

  describe(`the audit log's search on ${kind}`, () => {
    it('matches % and _ literally, not as wildcards', async () => {
      const at = store.clock();
      await audit(store.db, { name: 'ama_admin@volta.test', address: null, at }, 'user.add', 'user 100%');
      await audit(store.db, { name: 'amaXadmin@volta.test', address: null, at }, 'user.add', 'user 1000');
      const targets = async (q: string) =>
        (await listAudit(store.db, { q, pageNo: 1, pageSize: 100 })).items.map((row) => `${row.actor} ${row.target}`);
      expect(await targets('ama_admin')).toEqual(['ama_admin@volta.test user 100%']);
      expect(await targets('100%')).toEqual(['ama_admin@volta.test user 100%']);
      expect(await targets('AMA')).toHaveLength(2);
    });
  });
}
