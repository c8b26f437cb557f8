import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Executor } from '../store/database';
import type { FileStore } from '../store/file-store';

/**
 * `npm run admin -- backup FILE` and `restore FILE`: every row of the store as JSON, read in one
 * snapshot, and the uploaded files it names, in one .tar.gz. The rows travel through PostgreSQL's own
 * JSON (json_agg out, json_populate_recordset in), so every column comes back with its own type on
 * PGlite and PostgreSQL alike, and a backup of one restores into the other.
 */

/** The tables, parents before the rows that name them. */
const tables = [
  'job_vacancies',
  'articles',
  'article_images',
  'subscriptions',
  'contact_messages',
  'applications',
  'application_files',
  'application_status_changes',
  'outbox',
  'idempotency_keys',
  // The staff area: accounts, their pending set-up links and passkeys, and the audit log. Sessions,
  // challenges and sign-in failures are not kept: a restore signs everyone out.
  'staff_users',
  'staff_set_up_tokens',
  'staff_passkeys',
  'staff_audit',
] as const;
/** Those whose ids come from a sequence, which a restore moves past the restored ids. */
const withSerialIds = new Set<string>(tables.filter((table) => table !== 'idempotency_keys' && table !== 'staff_set_up_tokens'));
/** Append-only (a trigger refuses DELETE): a restore keeps its rows and adds the backup's it lacks. */
const appendOnly = new Set<string>(['staff_audit']);

export type BackupData = {
  format: 1;
  takenAt: string;
  /** The newest migration applied to the store it came from (drizzle's journal time). */
  migration: number;
  tables: Record<(typeof tables)[number], unknown[]>;
};

export type RestoreCounts = Record<(typeof tables)[number], number> & { files: number };

async function newestMigration(db: Executor): Promise<number> {
  const result = (await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)) as {
    rows: { newest: string | null }[];
  };
  return Number(result.rows[0]?.newest ?? 0);
}

/** Every row, read in one repeatable-read snapshot: a backup taken while visitors write is consistent. */
export async function readBackup(db: Executor, at: Date): Promise<BackupData> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const read = {} as BackupData['tables'];
    for (const table of tables) {
      const result = (await tx.execute(sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(table)} t`)) as {
        rows: { rows: unknown[] }[];
      };
      read[table] = result.rows[0]!.rows;
    }
    return { format: 1, takenAt: at.toISOString(), migration: await newestMigration(tx), tables: read };
  });
}

/** The content addresses of the files a backup's rows name: the uploads and the articles' pictures. */
function namedFiles(data: BackupData): string[] {
  const named = [...data.tables.application_files, ...(data.tables.article_images ?? [])] as { sha256: string }[];
  return [...new Set(named.map((row) => row.sha256))];
}

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

/**
 * Replaces every row of the store with the backup's, in one transaction, after its files (checked
 * against their names, which are their hashes) are in the file store. Refused when the backup comes
 * from a store at another migration.
 */
export async function restoreBackup(db: Executor, files: FileStore, data: BackupData, filesFolder: string): Promise<RestoreCounts> {
  const here = await newestMigration(db);
  if (data.migration !== here) {
    throw new Error(
      `the backup was taken from a store at another version (migration ${data.migration}, this store ${here}): restore it with the site's version that made it`,
    );
  }
  const present = new Set(await readdir(filesFolder).catch(() => [] as string[]));
  const named = namedFiles(data);
  const missing = named.filter((sha256) => !present.has(sha256));
  if (missing.length) throw new Error(`the backup names ${missing.length} file(s) it does not hold`);
  for (const sha256 of named) {
    const content = await readFile(join(filesFolder, sha256));
    if (createHash('sha256').update(content).digest('hex') !== sha256) throw new Error(`the file ${sha256} in the backup is damaged`);
    await files.put(content);
  }
  return db.transaction(async (tx) => {
    for (const table of [...tables].reverse()) {
      if (!appendOnly.has(table)) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    }
    const counts = { files: named.length } as RestoreCounts;
    for (const table of tables) {
      const rows = data.tables[table] ?? [];
      counts[table] = rows.length;
      if (!rows.length) continue;
      await tx.execute(
        appendOnly.has(table)
          ? sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json) on conflict (id) do nothing`
          : sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
      );
    }
    for (const table of withSerialIds) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
    return counts;
  });
}
