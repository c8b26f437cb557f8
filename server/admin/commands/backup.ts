import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { readBackup } from '../../domain/backup';
import { writeArchive } from '../archive';
import { CommandError, defineCommand, exitCodes } from '../command';
import { plural, unexpected } from '../words';

export default defineCommand({
  name: 'backup',
  usage: 'backup FILE --as EMAIL',
  summary: 'Writes every row of the store, read in one snapshot, and the uploaded files it names into FILE (a .tar.gz).',
  details: [
    'Works while the server runs (through its socket) and on PostgreSQL alike. FILE must not exist yet.',
    'Restore it with `restore FILE`; for PostgreSQL, `pg_dump` is the other way (docs/operations.md).',
  ],
  options: {},
  example: 'npm run admin -- backup ./volta-2026-11-26.tar.gz --as ama@voltasystems.com',
  access: ['admin'],
  ownerMayStart: true,
  request: z.object({ file: z.string() }),
  parse: (positionals) => {
    const [file, ...extra] = positionals;
    if (file === undefined || !file.trim()) return 'Give the file to write the backup to.';
    if (extra.length) return unexpected(extra);
    return { file };
  },
  prepare: (request, { callerDir }) => {
    if (existsSync(resolve(callerDir, request.file)))
      throw new CommandError(`${request.file} exists already: name a new file.`, exitCodes.badArguments);
    return request;
  },
  run: ({ store, actor }) => readBackup(store.db, actor),
  show: async (data, { out, callerDir, readFile, where }, { file }) => {
    const files = await writeArchive(resolve(callerDir, file), data, { read: readFile });
    const rows = Object.values(data.tables).reduce((sum, table) => sum + table.length, 0);
    out(`Wrote ${file}: ${plural(rows, 'row')} and ${plural(files, 'file')} from ${where}.\n`);
  },
});
