import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { disableUser } from '../../domain/staff-accounts';
import { defineCommand } from '../command';
import { program, unexpected } from '../words';

export default defineCommand({
  name: 'users disable',
  usage: 'users disable EMAIL|ID --as EMAIL',
  summary: 'Disables a staff account: it cannot sign in, and its sessions and set-up link end at once.',
  options: {},
  example: `${program} users disable kofi@voltasystems.com --as ama@voltasystems.com`,
  access: staffCalls.disableUser.access,
  request: z.object({ user: z.string() }),
  parse: (positionals) => {
    const [user, ...extra] = positionals;
    if (user === undefined || !user.trim()) return 'Give the e-mail address or the id of the account (`users list` shows them).';
    if (extra.length) return unexpected(extra);
    return { user: user.trim() };
  },
  run: ({ store, actor }, { user }) => disableUser(store.db, user, actor),
  show: (result, { out }) =>
    out(
      result.changed
        ? `Disabled ${result.email} (id ${result.id}); its sessions ended.\n`
        : `${result.email} (id ${result.id}) was disabled already.\n`,
    ),
});
