import * as z from 'zod/mini';
import { purge } from '../../domain/privacy';
import { defineCommand } from '../command';
import { cutoff, plural, unexpected, isoInstant } from '../words';

export default defineCommand({
  name: 'purge',
  usage: 'purge --older-than AGE --as EMAIL',
  summary: 'Deletes the applications (with their files), contact messages and their outbox e-mails older than AGE, and prints how many.',
  details: ['AGE is a number of months (24m) or days (90d). Subscriptions are kept until unsubscribed or forgotten.'],
  options: { 'older-than': { type: 'string', help: 'the retention period: 24m (months) or 90d (days); required' } },
  example: 'npm run admin -- purge --older-than 24m --as ama@voltasystems.com',
  access: ['admin'],
  request: z.object({ before: isoInstant, olderThan: z.string() }),
  parse: (positionals, values, now) => {
    if (positionals.length) return unexpected(positionals);
    const age = values['older-than'];
    if (age === undefined) return 'Give the retention period with --older-than, such as 24m (months) or 90d (days).';
    const before = cutoff(String(age), now);
    if (!before) return `--older-than must be a whole number of months or days, such as 24m or 90d, not "${String(age)}".`;
    return { before: before.toISOString(), olderThan: String(age) };
  },
  run: ({ store, actor }, { before }) => purge(store.db, actor, new Date(before), store.files),
  show: (counts, { out }, { before, olderThan }) =>
    out(
      `Removed what was created before ${before} (older than ${olderThan}): ` +
        `${plural(counts.applications, 'application')} with ${plural(counts.files, 'file')}, ${plural(counts.messages, 'contact message')}, ` +
        `${plural(counts.outboxRows, 'outbox e-mail')}.\n`,
    ),
});
