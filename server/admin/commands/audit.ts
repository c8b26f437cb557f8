import * as z from 'zod/mini';
import { auditSince } from '../../domain/audit';
import { defineCommand } from '../command';
import { isFormat, listing, parseListFormat, program, sinceOption, unexpected, isoInstant } from '../words';

export default defineCommand({
  name: 'audit',
  usage: 'audit [--since DATE] [--format table|json]',
  summary: 'Shows the audit log, oldest first: who changed what in the staff area or with these commands, when, from where.',
  options: {
    since: { type: 'string', help: 'only what happened at or after DATE (YYYY-MM-DD, or an ISO timestamp)' },
    format: { type: 'string', help: 'table (default) or json' },
  },
  example: `${program} audit --since 2026-01-01`,
  access: 'reads',
  request: z.object({ since: z.optional(isoInstant), format: z.enum(['table', 'json']) }),
  parse: (positionals, values) => {
    if (positionals.length) return unexpected(positionals);
    const format = parseListFormat(values);
    if (!isFormat(format)) return '--format must be table or json.';
    const since = sinceOption(values);
    return typeof since === 'string' ? since : { format, ...since };
  },
  run: ({ store }, { since }) => auditSince(store.db, since ? new Date(since) : undefined),
  show: (rows, { out }, { format }) => {
    if (format === 'json') out(`${JSON.stringify(rows, null, 2)}\n`);
    else {
      const flat = rows.map((row) => ({ ...row, details: JSON.stringify(row.details) }));
      out(listing(flat, ['id', 'at', 'actor', 'action', 'target', 'address', 'details'], 'table', 'The audit log is empty.'));
    }
  },
});
