import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { defineCommand } from '../command';
import { exportColumns, exportKinds, exportRows, type ExportKind } from '../../domain/exports';
import { toCsv } from '../csv';
import { sinceOption, unexpected, isoInstant } from '../words';

/** Who may take each kind out: the staff area's rules for the same records. */
const accessOf = {
  subscribers: staffCalls.exportSubscribers.access,
  messages: staffCalls.listMessages.access,
  applications: staffCalls.listApplications.access,
} as const satisfies Record<ExportKind, unknown>;

export default defineCommand({
  name: 'export',
  usage: 'export subscribers|messages|applications [--since DATE] [--format csv|json] --as EMAIL',
  summary: 'Writes the newsletter subscribers, contact messages or job applications to standard output.',
  details: [
    'CSV (RFC 4180, CRLF line ends, a header row) unless --format json; a cell starting with =, +, -, @,',
    "a tab or a CR gets a leading ' so that a spreadsheet does not read it as a formula.",
    'Use `npm run -s admin -- ...` so that npm writes nothing of its own before the rows. Each export is audited.',
  ],
  options: {
    since: { type: 'string', help: 'only what was created at or after DATE (YYYY-MM-DD, or an ISO timestamp)' },
    format: { type: 'string', help: 'csv (default) or json (an array of objects)' },
  },
  example: 'npm run -s admin -- export applications --since 2025-01-01 --as ama@voltasystems.com > applications.csv',
  access: (request) => accessOf[request.kind],
  request: z.object({ kind: z.enum(exportKinds), since: z.optional(isoInstant), format: z.enum(['csv', 'json']) }),
  parse: (positionals, values) => {
    const [kind, ...extra] = positionals;
    if (!kind) return `Name what to export: ${exportKinds.join(', ')}.`;
    if (!(exportKinds as readonly string[]).includes(kind)) return `Cannot export "${kind}": choose ${exportKinds.join(', ')}.`;
    if (extra.length) return unexpected(extra);
    const format = values.format ?? 'csv';
    if (format !== 'csv' && format !== 'json') return `--format must be csv or json, not "${String(format)}".`;
    const since = sinceOption(values);
    if (typeof since === 'string') return since;
    return { kind: kind as ExportKind, format: format as 'csv' | 'json', ...since };
  },
  run: ({ store, actor }, { kind, since }) => exportRows(store.db, actor, kind, since ? new Date(since) : undefined),
  show: (rows, { out }, { kind, format }) =>
    out(format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(exportColumns[kind], rows)),
});
