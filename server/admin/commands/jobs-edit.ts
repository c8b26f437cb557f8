import * as z from 'zod/mini';
import { newJob } from '../../../src/contracts/new-job';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { editJob } from '../../domain/jobs';
import { BadInputError } from '../../domain/errors';
import { defineCommand } from '../command';
import { readJobFile } from '../record-input';
import { parseId, program, recordFileName, unexpected } from '../words';

export default defineCommand({
  name: 'jobs edit',
  usage: 'jobs edit ID FILE --as EMAIL',
  summary: "Replaces a job vacancy's fields with a file's (as for jobs add); its id, status and applications stay.",
  options: {},
  example: `${program} jobs edit 15 ./android-developer.md --as ama@voltasystems.com`,
  access: staffCalls.editJob.access,
  changesPages: true,
  request: z.object({ id: z.number(), file: z.string(), job: z.optional(newJob) }),
  parse: (positionals) => {
    const [id, file, ...extra] = positionals;
    if (id === undefined) return 'Give the id of the job (`jobs list` shows them) and the file to read.';
    const parsed = parseId(id);
    if (typeof parsed === 'string') return parsed;
    if (extra.length) return unexpected(extra);
    const named = recordFileName(file, 'Give the file to read (JSON, or Markdown with front matter).');
    return typeof named === 'string' ? named : { id: parsed, ...named };
  },
  prepare: (request, side) => ({ ...request, job: readJobFile(request.file, side) }),
  run: ({ store, actor }, { id, job }) => {
    if (!job) throw new BadInputError('The job file was not read.');
    return editJob(store.db, actor, id, job);
  },
  show: (result, { out, afterChange }) => out(`Changed job ${result.id} "${result.title}".${afterChange ? ` ${afterChange}` : ''}\n`),
});
