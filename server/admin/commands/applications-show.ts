import * as z from 'zod/mini';
import { showApplication } from '../../domain/applications';
import { defineCommand } from '../command';
import { formatOption, isFormat, missingId, onlyId, parseListFormat, program } from '../words';

export default defineCommand({
  name: 'applications show',
  usage: 'applications show ID [--format table|json]',
  summary: 'Shows one application: what the applicant sent, its job, its files and every change of its status.',
  options: { format: formatOption },
  example: `${program} applications show 42`,
  access: 'reads',
  request: z.object({ id: z.number(), format: z.enum(['table', 'json']) }),
  parse: (positionals, values) => {
    const given = onlyId(positionals, missingId('application'));
    if (typeof given === 'string') return given;
    const format = parseListFormat(values);
    return isFormat(format) ? { ...given, format } : format;
  },
  run: ({ store, actor }, { id }) => showApplication(store.db, actor, id),
  show: (detail, { out }, { format }) => {
    if (format === 'json') {
      out(`${JSON.stringify(detail, null, 2)}\n`);
      return;
    }
    const job = detail.job ? `job ${detail.job.id} "${detail.job.title}" (${detail.job.status})` : 'no job (a general application)';
    out(
      [
        `Application ${detail.id}: ${detail.status}, for ${job}, came ${detail.createdAt} (${detail.source}).`,
        ...Object.entries(detail.fields).map(([label, value]) => `  ${label}: ${value}`),
        detail.files.length
          ? `Files: ${detail.files.map((file) => `${file.field} ${file.fileName} (${file.size} bytes)`).join('; ')}`
          : 'Files: none.',
        detail.history.length ? 'History:' : 'History: none yet.',
        ...detail.history.map(
          (change) => `  ${change.at} ${change.from} → ${change.to} by ${change.by}${change.note ? `: ${change.note}` : ''}`,
        ),
        '',
      ].join('\n'),
    );
  },
});
