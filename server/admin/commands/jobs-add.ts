import * as z from 'zod/mini';
import { newJob } from '../../../src/contracts/new-job';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { recordFields } from '../../store/record-file';
import { addJob } from '../../domain/jobs';
import { BadInputError } from '../../domain/errors';
import { defineCommand } from '../command';
import { readJobFile } from '../record-input';
import { program, recordFileName, unexpected } from '../words';

export default defineCommand({
  name: 'jobs add',
  usage: 'jobs add FILE [--allow-duplicate] --as EMAIL',
  summary: 'Adds a job vacancy, open, from a JSON file or a Markdown file with front matter.',
  details: [
    `The fields: ${recordFields.job.join(', ')}`,
    "(decriptionPoints keeps the API's spelling). techSkills, decriptionPoints, technicalRequirements and",
    'softSkillsRequirement are lists; deadline is YYYY-MM-DD. In Markdown every field is in the front matter',
    '(YAML between two --- lines) and the body must be empty. A bad file changes nothing: each problem is',
    'named with its field and line.',
  ],
  options: { 'allow-duplicate': { type: 'boolean', help: 'add it even if a job with the same title, category and location exists' } },
  example: `${program} jobs add ./android-developer.md --as ama@voltasystems.com`,
  access: staffCalls.createJob.access,
  changesPages: true,
  request: z.object({ file: z.string(), allowDuplicate: z.boolean(), job: z.optional(newJob) }),
  parse: (positionals, values) => {
    const [file, ...extra] = positionals;
    if (extra.length) return unexpected(extra);
    const named = recordFileName(file, 'Give the file to read (JSON, or Markdown with front matter).');
    return typeof named === 'string' ? named : { ...named, allowDuplicate: values['allow-duplicate'] === true };
  },
  prepare: (request, side) => ({ ...request, job: readJobFile(request.file, side) }),
  run: async ({ store, actor }, { job, allowDuplicate }) => {
    if (!job) throw new BadInputError('The job file was not read.');
    return { id: await addJob(store.db, actor, job, { allowDuplicate }), title: job.title };
  },
  show: ({ id, title }, { out, afterChange }) =>
    out(`Added job ${id} "${title}", open on the careers page at /careers/${id}.${afterChange ? ` ${afterChange}` : ''}\n`),
});
