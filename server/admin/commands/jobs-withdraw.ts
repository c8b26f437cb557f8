import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { withdrawJob } from '../../domain/jobs';
import { defineCommand } from '../command';
import { missingId, onlyId, program } from '../words';

export default defineCommand({
  name: 'jobs withdraw',
  usage: 'jobs withdraw ID --as EMAIL',
  summary: 'Withdraws a job vacancy: it leaves the careers list, and its page says so with status 410 (Gone).',
  options: {},
  example: `${program} jobs withdraw 15 --as ama@voltasystems.com`,
  access: staffCalls.withdrawJob.access,
  changesPages: true,
  request: z.object({ id: z.number() }),
  parse: (positionals) => onlyId(positionals, missingId('job')),
  run: ({ store, actor }, { id }) => withdrawJob(store.db, actor, id),
  show: (result, { out, afterChange }) =>
    out(
      result.changed
        ? `Withdrew job ${result.id} "${result.title}".${afterChange ? ` ${afterChange}` : ''}\n`
        : `Job ${result.id} "${result.title}" was withdrawn already.\n`,
    ),
});
