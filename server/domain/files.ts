import { rm } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../store/database';
import type { FileStore } from '../store/file-store';
import { applicationFiles, articleImages } from '../store/schema';

/**
 * Deletes from disk the files that no row names any more (the same CV may belong to two applications,
 * the same picture's file to two articles).
 */
export async function removeUnreferenced(db: Executor, files: FileStore, addresses: readonly string[]): Promise<void> {
  const unique = [...new Set(addresses)];
  if (!unique.length) return;
  const stillNamed = await db
    .select({ sha256: applicationFiles.sha256 })
    .from(applicationFiles)
    .where(inArray(applicationFiles.sha256, unique))
    .union(db.select({ sha256: articleImages.sha256 }).from(articleImages).where(inArray(articleImages.sha256, unique)));
  const named = new Set(stillNamed.map((row) => row.sha256));
  for (const address of unique) if (!named.has(address)) await rm(files.pathOf(address), { force: true });
}
