import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { reopenJob } from '../../domain/jobs';
import { defineCommand } from '../command';
import { missingId, onlyId, program } from '../words';

export default defineCommand({
  name: 'jobs reopen',
  usage: 'jobs reopen ID --as EMAIL',
  summary: 'Opens a closed, filled or withdrawn job vacancy again: it is back on the careers list and its page.',
  options: {},
  example: `${program} jobs reopen 15 --as ama@voltasystems.com`,
  access: staffCalls.reopenJob.access,
  changesPages: true,
  request: z.object({ id: z.number() }),
  parse: (positionals) => onlyId(positionals, missingId('job')),
  run: ({ store, actor }, { id }) => reopenJob(store.db, actor, id),
  show: (result, { out, afterChange }) =>
    out(
      result.changed
        ? `Reopened job ${result.id} "${result.title}", open on the careers page at /careers/${result.id}.${afterChange ? ` ${afterChange}` : ''}\n`
        : `Job ${result.id} "${result.title}" was open already.\n`,
    ),
});
