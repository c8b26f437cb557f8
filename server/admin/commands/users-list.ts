import { listUsers } from '../../domain/staff-accounts';
import { defineCommand } from '../command';
import { listCommandWords, listing } from '../words';

export default defineCommand({
  ...listCommandWords('users list', 'Lists the staff accounts: role, state (active, pending set-up, disabled), lock-out and passkeys.'),
  run: ({ store }) => listUsers(store.db, store.clock()),
  show: (rows, { out }, { format }) =>
    out(listing(rows, ['id', 'email', 'role', 'status', 'lockedUntil', 'passkeys', 'createdAt'], format, 'No staff accounts.')),
});
