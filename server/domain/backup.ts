import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../store/database';
import type { FileStore } from '../store/file-store';
import { audit, type Actor } from './audit';

/**
 * `npm run admin -- backup FILE` and `restore FILE`: every row of the store as JSON, read in one
 * snapshot, and the uploaded files it names (server/admin/archive.ts packs them in one .tar.gz). The rows travel through PostgreSQL's own
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
  // Issue 40's loops: the newsletter, its links and deliveries, job alerts, deletion requests.
  'newsletter_issues',
  'subscription_tokens',
  'newsletter_deliveries',
  'job_alert_deliveries',
  'deletion_requests',
  'idempotency_keys',
  // The staff area: accounts, their pending set-up links and passkeys, and the audit log. Sessions,
  // challenges and sign-in failures are not kept: a restore signs everyone out.
  'staff_users',
  'staff_set_up_tokens',
  'staff_passkeys',
  'staff_audit',
] as const;
/** Those whose ids come from a sequence, which a restore moves past the restored ids. */
const withSerialIds = new Set<string>(
  tables.filter((table) => !['idempotency_keys', 'staff_set_up_tokens', 'subscription_tokens'].includes(table)),
);
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

/**
 * Every row, read in one repeatable-read snapshot: a backup taken while visitors write is consistent.
 * Taking it is audited after the snapshot (a read-only transaction writes nothing).
 */
export async function readBackup(db: Executor, actor: Actor): Promise<BackupData> {
  const data = await db.transaction(async (tx): Promise<BackupData> => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const read = {} as BackupData['tables'];
    for (const table of tables) {
      const result = (await tx.execute(sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(table)} t`)) as {
        rows: { rows: unknown[] }[];
      };
      read[table] = result.rows[0]!.rows;
    }
    return { format: 1, takenAt: actor.at.toISOString(), migration: await newestMigration(tx), tables: read };
  });
  const rows = Object.values(data.tables).reduce((sum, table) => sum + table.length, 0);
  await audit(db, actor, 'store.backup', null, { rows, files: namedFiles(data).length });
  return data;
}

/** The content addresses of the files a backup's rows name: the uploads and the articles' pictures. */
export function namedFiles(data: BackupData): string[] {
  const named = [...data.tables.application_files, ...(data.tables.article_images ?? [])] as { sha256: string }[];
  return [...new Set(named.map((row) => row.sha256))];
}

/**
 * Replaces every row of the store with the backup's, in one transaction, after its files (checked
 * against their names, which are their hashes) are in the file store. Refused when the backup comes
 * from a store at another migration. The restore is audited last, in its transaction, after the
 * audit rows it brought back.
 */
export async function restoreBackup(
  db: Executor,
  actor: Actor,
  files: FileStore,
  data: BackupData,
  filesFolder: string,
): Promise<RestoreCounts> {
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
    // The references' one sequence (messages and applications) moves past the greatest restored number too.
    await tx.execute(
      sql`select setval('submission_reference_seq', greatest(
        coalesce((select max(split_part(reference, '-', 3)::bigint) from applications where reference is not null), 0),
        coalesce((select max(split_part(reference, '-', 3)::bigint) from contact_messages where reference is not null), 0)
      ) + 1, false)`,
    );
    await audit(tx, actor, 'store.restore', null, { takenAt: data.takenAt, files: counts.files });
    return counts;
  });
}
