import { listJobs } from '../../domain/jobs';
import { defineCommand } from '../command';
import { listCommandWords, listing } from '../words';

export default defineCommand({
  ...listCommandWords('jobs list', 'Lists every job vacancy, open or closed, by id.'),
  run: ({ store, today }) => listJobs(store.db, today),
  show: (rows, { out }, { format }) =>
    out(listing(rows, ['id', 'status', 'deadline', 'category', 'type', 'title', 'location'], format, 'No jobs.')),
});
