import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { restoreBackup, type BackupData } from '../../domain/backup';
import { BadInputError } from '../../domain/errors';
import { readArchive } from '../archive';
import { CommandError, defineCommand } from '../command';
import { plural, unexpected } from '../words';

/** The unpacked archives of this process, by folder, until the command ends. */
const unpacked = new Map<string, () => Promise<void>>();

export default defineCommand({
  name: 'restore',
  usage: 'restore FILE --as EMAIL',
  summary: "Replaces every row of the store with a backup's (one transaction) and puts back the files it holds.",
  details: [
    'Stop the server first: a running server keeps the store open and the command refuses. The store is',
    'made if DATA_DIR has none (then no --as: your login name is recorded). The backup must come from',
    'this version of the site (the same migrations).',
  ],
  options: {},
  example: 'npm run admin -- restore ./volta-2026-11-26.tar.gz --as ama@voltasystems.com',
  access: ['admin'],
  ownerMayStart: true,
  direct: {
    createsStore: true,
    refusedWhileServed: 'has the store open: stop it, then restore (a restore replaces every row).',
  },
  // The rows travel as they were read; the restore checks their format and migration itself.
  request: z.object({ file: z.string(), filesFolder: z.optional(z.string()), data: z.optional(z.custom<BackupData>()) }),
  parse: (positionals) => {
    const [file, ...extra] = positionals;
    if (file === undefined || !file.trim()) return 'Give the file to restore from.';
    if (extra.length) return unexpected(extra);
    return { file };
  },
  prepare: async (request, { callerDir }) => {
    const file = resolve(callerDir, request.file);
    if (!existsSync(file)) throw new CommandError(`There is no file ${request.file}.`);
    try {
      const archive = await readArchive(file);
      unpacked.set(archive.filesFolder, archive.dispose);
      return { ...request, data: archive.data, filesFolder: archive.filesFolder };
    } catch (error) {
      throw new CommandError(`Cannot read ${request.file}: ${(error as Error).message}. Nothing was changed.`);
    }
  },
  release: async ({ filesFolder }) => {
    if (filesFolder) await unpacked.get(filesFolder)?.();
  },
  run: async ({ store, actor }, { file, data, filesFolder }) => {
    if (!data || !filesFolder) throw new BadInputError('The backup was not read.');
    return restoreBackup(store.db, actor, store.files, data, filesFolder).catch((error: unknown) => {
      if (error instanceof BadInputError) throw error;
      throw new CommandError(`Cannot restore ${file}: ${(error as Error).message}. Nothing was changed.`);
    });
  },
  show: (counts, { out, where }, { file, data }) =>
    out(
      `Restored ${file} (taken ${data?.takenAt}) into ${where}: ${plural(counts.job_vacancies, 'job')}, ` +
        `${plural(counts.articles, 'article')}, ${plural(counts.applications, 'application')}, ` +
        `${plural(counts.files, 'file')} (the uploads and the articles' pictures), ` +
        `${plural(counts.contact_messages, 'contact message')}, ${plural(counts.subscriptions, 'subscription')}, ${plural(counts.outbox, 'outbox e-mail')}.\n`,
    ),
});
