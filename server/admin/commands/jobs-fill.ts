import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { fillJob } from '../../domain/jobs';
import { defineCommand } from '../command';
import { missingId, onlyId, program } from '../words';

export default defineCommand({
  name: 'jobs fill',
  usage: 'jobs fill ID --as EMAIL',
  summary: 'Marks a job vacancy filled: it leaves the careers list, and its page says the position has been filled.',
  options: {},
  example: `${program} jobs fill 15 --as ama@voltasystems.com`,
  access: staffCalls.fillJob.access,
  changesPages: true,
  request: z.object({ id: z.number() }),
  parse: (positionals) => onlyId(positionals, missingId('job')),
  run: ({ store, actor }, { id }) => fillJob(store.db, actor, id),
  show: (result, { out, afterChange }) =>
    out(
      result.changed
        ? `Marked job ${result.id} "${result.title}" filled.${afterChange ? ` ${afterChange}` : ''}\n`
        : `Job ${result.id} "${result.title}" was filled already.\n`,
    ),
});
