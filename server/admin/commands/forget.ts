import * as z from 'zod/mini';
import { forget } from '../../domain/privacy';
import { defineCommand } from '../command';
import { plural, unexpected } from '../words';

export default defineCommand({
  name: 'forget',
  usage: 'forget EMAIL --as EMAIL',
  summary: 'Deletes every subscription, contact message and application (files included) of an address, and their e-mails in the outbox.',
  details: [
    'For the data-deletion right of the privacy policy. One transaction; it prints what it removed.',
    'The audit log keeps who did it and how much went, not the address.',
  ],
  options: {},
  example: 'npm run admin -- forget ama.mensah@example.com --as ama@voltasystems.com',
  access: ['admin'],
  request: z.object({ email: z.string().check(z.minLength(1)) }),
  parse: (positionals) => {
    const [email, ...extra] = positionals;
    if (email === undefined) return 'Give the e-mail address to forget.';
    if (extra.length) return unexpected(extra);
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) return `"${email}" is not an e-mail address.`;
    return { email: address };
  },
  run: ({ store, actor }, { email }) => forget(store.db, actor, email, store.files),
  show: (counts, { out }, { email }) => {
    const total = counts.subscriptions + counts.messages + counts.applications + counts.outboxRows;
    if (!total) {
      out(`Nothing is stored for ${email}.\n`);
      return;
    }
    out(
      `Removed for ${email}: ${plural(counts.subscriptions, 'subscription')}, ${plural(counts.messages, 'contact message')}, ` +
        `${plural(counts.applications, 'application')} with ${plural(counts.files, 'file')}, ${plural(counts.outboxRows, 'outbox e-mail')}.\n`,
    );
  },
});
