import * as z from 'zod/mini';
import { emailPattern } from '../../../src/contracts/email';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { staffRoles, type StaffRole } from '../../../src/contracts/staff/roles';
import { addUser } from '../../domain/staff-accounts';
import { defineCommand } from '../command';
import { linkOrigin, showLinkOption, showSetUpLink } from '../set-up-links';
import { isFormat, parseListFormat, program, unexpected } from '../words';

export default defineCommand({
  name: 'users add',
  usage: 'users add EMAIL --role hr|marketing|admin [--show-link] [--format table|json] --as EMAIL',
  summary: 'Adds a staff account and e-mails it its one-time set-up link (PUBLIC_ORIGIN/staff/set-up#token=...), valid 24 hours.',
  details: [
    'hr sees applications, jobs and messages; marketing articles, subscribers and messages; admin everything and the accounts.',
    'The first account of a store is an admin, added without --as: your login name is recorded as who added it, and its link is printed here.',
    'Any other link is printed only with --show-link, which the audit log records.',
  ],
  options: {
    role: { type: 'string', help: 'hr, marketing or admin' },
    'show-link': showLinkOption,
    format: { type: 'string', help: 'table (default) or json' },
  },
  example: `${program} users add kofi@voltasystems.com --role marketing --as ama@voltasystems.com`,
  access: staffCalls.addUser.access,
  ownerMayStart: true,
  request: z.object({
    email: z.string(),
    role: z.enum(staffRoles),
    origin: z.string(),
    showLink: z.optional(z.boolean()),
    format: z.enum(['table', 'json']),
  }),
  parse: (positionals, values) => {
    const [email, ...extra] = positionals;
    if (email === undefined || !emailPattern.test(email.trim())) return 'Give the e-mail address of the new account.';
    if (extra.length) return unexpected(extra);
    const role = values.role;
    if (typeof role !== 'string' || !(staffRoles as readonly string[]).includes(role))
      return `--role must be one of ${staffRoles.join(', ')}.`;
    const format = parseListFormat(values);
    if (!isFormat(format)) return '--format must be table or json.';
    return { email: email.trim().toLowerCase(), role: role as StaffRole, origin: '', showLink: values['show-link'] === true, format };
  },
  prepare: (request, side) => ({ ...request, origin: linkOrigin(side.env).origin }),
  run: ({ store, actor }, { email, role, origin, showLink }) => addUser(store.db, email, role, actor, origin, { showLink }),
  show: (link, side, { format }) => showSetUpLink('Added', link, side, format),
});
