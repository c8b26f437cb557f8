import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { namedFiles, type BackupData } from '../domain/backup';

/** A backup as one .tar.gz: backup.json (the rows) and files/<sha256> (the files they name). */

/** Writes the backup and the files it names (read from the file store) as a .tar.gz at `file`. */
export async function writeArchive(file: string, data: BackupData, files: { read: (sha256: string) => Readable }): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'volta-backup-'));
  try {
    await writeFile(join(folder, 'backup.json'), JSON.stringify(data));
    await mkdir(join(folder, 'files'));
    const named = namedFiles(data);
    for (const sha256 of named) await pipeline(files.read(sha256), createWriteStream(join(folder, 'files', sha256)));
    await tar.create({ gzip: true, file, cwd: folder, portable: true }, ['backup.json', 'files']);
    return named.length;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** What a backup holds: its rows, and its files named by their hashes. */
const archiveNames = /^(backup\.json|files\/?|files\/[0-9a-f]{64})$/;

/** A backup read back: its rows, and its files in a temporary folder that `dispose` removes. */
export async function readArchive(file: string): Promise<{ data: BackupData; filesFolder: string; dispose: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'volta-restore-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    // Only these two names, and no links: an archive cannot write outside the folder.
    await tar.extract({
      file,
      cwd: folder,
      strict: true,
      filter: (path, entry) => archiveNames.test(path) && (!('type' in entry) || entry.type === 'File' || entry.type === 'Directory'),
    });
    const data = JSON.parse(await readFile(join(folder, 'backup.json'), 'utf8')) as BackupData;
    if (data.format !== 1 || typeof data.tables !== 'object') throw new Error('it is not a backup made by `npm run admin -- backup`');
    return { data, filesFolder: join(folder, 'files'), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
