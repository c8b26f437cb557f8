import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { closeJob } from '../../domain/jobs';
import { defineCommand } from '../command';
import { missingId, onlyId, program } from '../words';

export default defineCommand({
  name: 'jobs close',
  usage: 'jobs close ID --as EMAIL',
  summary: 'Closes a job vacancy: it leaves the careers list, and its page says the position has been closed.',
  options: {},
  example: `${program} jobs close 15 --as ama@voltasystems.com`,
  access: staffCalls.closeJob.access,
  changesPages: true,
  request: z.object({ id: z.number() }),
  parse: (positionals) => onlyId(positionals, missingId('job')),
  run: ({ store, actor }, { id }) => closeJob(store.db, actor, id),
  show: (result, { out, afterChange }) =>
    out(
      result.changed
        ? `Closed job ${result.id} "${result.title}".${afterChange ? ` ${afterChange}` : ''}\n`
        : `Job ${result.id} "${result.title}" was closed already.\n`,
    ),
});
