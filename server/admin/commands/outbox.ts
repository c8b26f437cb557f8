import * as z from 'zod/mini';
import { listOutbox } from '../../domain/outbox';
import { defineCommand } from '../command';
import { formatOption, isFormat, listing, parseListFormat, unexpected } from '../words';

export default defineCommand({
  name: 'outbox',
  usage: 'outbox [--status pending|sent] [--format table|json]',
  summary:
    'Lists the e-mails to the team in the outbox: id, kind, subject id, recipient, subject, status, attempts, next attempt, last error.',
  options: { status: { type: 'string', help: 'only the pending or only the sent ones' }, format: formatOption },
  example: 'npm run admin -- outbox --status pending',
  access: 'reads',
  request: z.object({ status: z.optional(z.enum(['pending', 'sent'])), format: z.enum(['table', 'json']) }),
  parse: (positionals, values) => {
    if (positionals.length) return unexpected(positionals);
    const { status } = values;
    if (status !== undefined && status !== 'pending' && status !== 'sent')
      return `--status must be pending or sent, not "${String(status)}".`;
    const format = parseListFormat(values);
    if (!isFormat(format)) return format;
    return { format, ...(status ? { status: status as 'pending' | 'sent' } : {}) };
  },
  run: ({ store }, { status }) => listOutbox(store.db, status),
  show: (rows, { out }, { status, format }) =>
    out(
      listing(
        rows,
        ['id', 'kind', 'subject_id', 'recipient', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error'],
        format,
        status ? `No ${status} e-mails in the outbox.` : 'The outbox is empty.',
      ),
    ),
});
