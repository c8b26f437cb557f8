import * as z from 'zod/mini';
import { applicationStatuses } from '../../../src/contracts/application-pipeline';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { updateApplication } from '../../domain/applications';
import { defineCommand } from '../command';
import { parseId, parseStatus, program, unexpected } from '../words';

export default defineCommand({
  name: 'applications mark',
  usage: 'applications mark ID STATUS [--note TEXT] --as EMAIL',
  summary: 'Moves an application on: new → reviewed → shortlisted → hired, or rejected from any of the first three.',
  details: ['Each change is kept with who made it (the --as account), when, and the note.'],
  options: { note: { type: 'string', help: 'why, in a few words (kept with the change)' } },
  example: `${program} applications mark 42 shortlisted --note "Strong Kotlin; call on Monday" --as ama@voltasystems.com`,
  access: staffCalls.markApplication.access,
  request: z.object({ id: z.number(), status: z.enum(applicationStatuses), note: z.optional(z.string()) }),
  parse: (positionals, values) => {
    const [id, status, ...extra] = positionals;
    if (id === undefined) return 'Give the id of the application and its new status.';
    const parsed = parseId(id);
    if (typeof parsed === 'string') return parsed;
    if (status === undefined) return `Give the new status: ${applicationStatuses.join(', ')}.`;
    if (extra.length) return unexpected(extra);
    const next = parseStatus(status);
    if (!next) return `The status must be one of ${applicationStatuses.join(', ')}, not "${status}".`;
    const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : undefined;
    return { id: parsed, status: next, ...(note ? { note } : {}) };
  },
  run: async ({ store, actor }, change) => ({ ...(await updateApplication(store.db, actor, change.id, change)), by: actor.name }),
  show: (moved, { out }) => out(`Application ${moved.id}: ${moved.from} → ${moved.to}, by ${moved.by}.\n`),
});
