import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KeepFile, PreparedArticle } from './article-writing';
import type { FileStore } from './file-store';

/**
 * The seed's articles prepared once, by the server's build (make-new-store.ts), rather than at each new
 * store's first start: their pictures in every width and format (some 20 s of CPU on this 2-core
 * machine for the eight) and their Markdown read and rendered (about a second). Beside the bundle:
 * the pictures' files, each named by its SHA-256 as the file store names it, and prepared.json, the
 * rows the seed writes, in id order. Run from source (the tests), there are none: the seed prepares
 * the articles itself, with the same code.
 */
const picturesFolder = fileURLToPath(new URL('./seed/articles/pictures/', import.meta.url));
const preparedFile = fileURLToPath(new URL('./seed/articles/prepared.json', import.meta.url));

/** The build's part: `prepare` makes the rows, each picture file kept in the build's folder. */
export async function writeBuiltSeedArticles(prepare: (keep: KeepFile) => Promise<PreparedArticle[]>): Promise<void> {
  await mkdir(picturesFolder, { recursive: true });
  const prepared = await prepare(async (image) => {
    const address = createHash('sha256').update(image.content).digest('hex');
    await writeFile(join(picturesFolder, address), image.content);
    return address;
  });
  await writeFile(preparedFile, JSON.stringify(prepared));
}

/**
 * The build's rows, once their pictures' files are kept in the store (before any row names them, as a
 * publish keeps them); undefined when the build made none.
 */
export async function keepBuiltSeedArticles(files: FileStore): Promise<PreparedArticle[] | undefined> {
  if (!existsSync(preparedFile)) return undefined;
  const prepared = JSON.parse(await readFile(preparedFile, 'utf8')) as PreparedArticle[];
  for (const article of prepared) {
    await Promise.all(
      article.images.map(async ({ sha256 }) => {
        if ((await files.put(await readFile(join(picturesFolder, sha256)))) !== sha256) {
          throw new Error(`The seed's picture ${sha256} is not what its name says: build the server again.`);
        }
      }),
    );
  }
  return prepared;
}
