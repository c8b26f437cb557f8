import * as z from 'zod/mini';
import { auditSince, verifyAuditChain, type AuditRow, type ChainCheck } from '../../domain/audit';
import { BadInputError } from '../../domain/errors';
import { defineCommand } from '../command';
import { isFormat, listing, parseListFormat, program, sinceOption, unexpected, isoInstant } from '../words';

type Result = { rows: AuditRow[] } | { check: Extract<ChainCheck, { holds: true }> };

export default defineCommand({
  name: 'audit',
  usage: 'audit [verify] [--since DATE] [--format table|json]',
  summary: 'Shows the audit log, oldest first: who changed what in the staff area or with these commands, when, from where.',
  details: [
    '`audit verify` checks the log’s hash chain instead: each row’s hash covers the row before, so a row changed, removed or put in',
    'between is found; it names the first broken row and fails (exit code 1). Keep the last hash it prints somewhere else: rows',
    'cut off the end of the log leave no trace in what remains.',
  ],
  options: {
    since: { type: 'string', help: 'only what happened at or after DATE (YYYY-MM-DD, or an ISO timestamp)' },
    format: { type: 'string', help: 'table (default) or json' },
  },
  example: `${program} audit --since 2026-01-01\n  ${program} audit verify`,
  access: 'reads',
  request: z.object({ verify: z.optional(z.boolean()), since: z.optional(isoInstant), format: z.enum(['table', 'json']) }),
  parse: (positionals, values) => {
    const [word, ...extra] = positionals;
    if (extra.length || (word !== undefined && word !== 'verify')) return unexpected(word === 'verify' ? extra : positionals);
    const format = parseListFormat(values);
    if (!isFormat(format)) return '--format must be table or json.';
    const since = sinceOption(values);
    return typeof since === 'string' ? since : { verify: word === 'verify', format, ...since };
  },
  run: async ({ store }, { verify, since }): Promise<Result> => {
    if (!verify) return { rows: await auditSince(store.db, since ? new Date(since) : undefined) };
    const check = await verifyAuditChain(store.db);
    if (!check.holds) throw new BadInputError(`The audit log's chain is broken at row ${check.brokenAt}: ${check.reason}.`);
    return { check };
  },
  show: (result, { out }, { format }) => {
    if ('check' in result) {
      const { rows, unchained, lastHash } = result.check;
      if (format === 'json') out(`${JSON.stringify(result.check, null, 2)}\n`);
      else
        out(
          `The audit log's chain holds: ${rows} rows${unchained ? `, the first ${unchained} written before the chain began` : ''}.\n` +
            (lastHash ? `The last row's hash: ${lastHash}\n` : ''),
        );
      return;
    }
    if (format === 'json') out(`${JSON.stringify(result.rows, null, 2)}\n`);
    else {
      const flat = result.rows.map((row) => ({ ...row, details: JSON.stringify(row.details) }));
      out(listing(flat, ['id', 'at', 'actor', 'action', 'target', 'address', 'details'], 'table', 'The audit log is empty.'));
    }
  },
});
