import * as z from 'zod/mini';
import { applicationStatuses } from '../../../src/contracts/application-pipeline';
import { listApplications } from '../../domain/applications';
import { defineCommand } from '../command';
import {
  formatOption,
  isFormat,
  listing,
  parseId,
  parseListFormat,
  parseStatus,
  program,
  sinceOption,
  unexpected,
  isoInstant,
} from '../words';

export default defineCommand({
  name: 'applications list',
  usage: 'applications list [--job ID] [--status STATUS] [--since DATE] [--format table|json]',
  summary: 'Lists the applications, oldest first: id, status, job id, job title, name, e-mail, when it came.',
  details: [`STATUS is one of ${applicationStatuses.join(', ')}. An application without a job id is a general one.`],
  options: {
    job: { type: 'string', help: "only the applications for this job's id (`jobs list` shows them)" },
    status: { type: 'string', help: `only those at this status: ${applicationStatuses.join(', ')}` },
    since: { type: 'string', help: 'only those that came at or after DATE (YYYY-MM-DD, or an ISO timestamp)' },
    format: formatOption,
  },
  example: `${program} applications list --job 8 --status new`,
  access: 'reads',
  request: z.object({
    jobId: z.optional(z.number()),
    status: z.optional(z.enum(applicationStatuses)),
    since: z.optional(isoInstant),
    format: z.enum(['table', 'json']),
  }),
  parse: (positionals, values) => {
    if (positionals.length) return unexpected(positionals);
    const format = parseListFormat(values);
    if (!isFormat(format)) return format;
    let jobId: number | undefined;
    if (values.job !== undefined) {
      const parsed = parseId(String(values.job));
      if (typeof parsed === 'string') return `--job: ${parsed}`;
      jobId = parsed;
    }
    const status = values.status === undefined ? undefined : parseStatus(String(values.status));
    if (values.status !== undefined && !status)
      return `--status must be one of ${applicationStatuses.join(', ')}, not "${String(values.status)}".`;
    const since = sinceOption(values);
    if (typeof since === 'string') return since;
    return { format, ...(jobId !== undefined ? { jobId } : {}), ...(status ? { status } : {}), ...since };
  },
  run: ({ store }, { jobId, status, since }) =>
    listApplications(store.db, {
      ...(jobId !== undefined ? { jobId } : {}),
      ...(status ? { status } : {}),
      ...(since ? { since: new Date(since) } : {}),
    }),
  show: (rows, { out }, { format }) =>
    out(listing(rows, ['id', 'status', 'job_id', 'job_title', 'name', 'email', 'created_at'], format, 'No applications.')),
});
