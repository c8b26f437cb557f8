import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { resetUser } from '../../domain/staff-accounts';
import { defineCommand } from '../command';
import { linkOrigin, showSetUpLink } from '../set-up-links';
import { formatOption, isFormat, parseListFormat, program, unexpected } from '../words';

export default defineCommand({
  name: 'users reset',
  usage: 'users reset EMAIL|ID [--format table|json] --as EMAIL',
  summary: 'Clears the password and passkeys, ends every session, enables the account and prints a new set-up link (24 hours).',
  options: { format: formatOption },
  example: `${program} users reset kofi@voltasystems.com --as ama@voltasystems.com`,
  access: staffCalls.resetUser.access,
  request: z.object({ user: z.string(), origin: z.string(), format: z.enum(['table', 'json']) }),
  parse: (positionals, values) => {
    const format = parseListFormat(values);
    if (!isFormat(format)) return '--format must be table or json.';
    const [user, ...extra] = positionals;
    if (user === undefined || !user.trim()) return 'Give the e-mail address or the id of the account (`users list` shows them).';
    if (extra.length) return unexpected(extra);
    return { user: user.trim(), origin: '', format };
  },
  prepare: (request, side) => ({ ...request, origin: linkOrigin(side.env).origin }),
  run: ({ store, actor }, { user, origin }) => resetUser(store.db, user, actor, origin),
  show: (link, side, { format }) => showSetUpLink('Reset', link, side, format),
});
