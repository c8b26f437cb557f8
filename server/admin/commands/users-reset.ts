import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { resetUser } from '../../domain/staff-accounts';
import { defineCommand } from '../command';
import { linkOrigin, showLinkOption, showSetUpLink } from '../set-up-links';
import { formatOption, isFormat, parseListFormat, program, unexpected } from '../words';

export default defineCommand({
  name: 'users reset',
  usage: 'users reset EMAIL|ID [--show-link] [--format table|json] --as EMAIL',
  summary:
    'Clears the password and passkeys, ends every session and e-mails the account a new set-up link (24 hours); --show-link prints it too, audited.',
  options: { 'show-link': showLinkOption, format: formatOption },
  example: `${program} users reset kofi@voltasystems.com --as ama@voltasystems.com`,
  access: staffCalls.resetUser.access,
  request: z.object({ user: z.string(), origin: z.string(), showLink: z.optional(z.boolean()), format: z.enum(['table', 'json']) }),
  parse: (positionals, values) => {
    const format = parseListFormat(values);
    if (!isFormat(format)) return '--format must be table or json.';
    const [user, ...extra] = positionals;
    if (user === undefined || !user.trim()) return 'Give the e-mail address or the id of the account (`users list` shows them).';
    if (extra.length) return unexpected(extra);
    return { user: user.trim(), origin: '', showLink: values['show-link'] === true, format };
  },
  prepare: (request, side) => ({ ...request, origin: linkOrigin(side.env).origin }),
  run: ({ store, actor }, { user, origin, showLink }) => resetUser(store.db, user, actor, origin, { showLink }),
  show: (link, side, { format }) => showSetUpLink('Reset', link, side, format),
});
