import { readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import * as z from 'zod/mini';
import type { NewArticle } from '../../src/contracts/new-article';
import type { NewJob } from '../../src/contracts/new-job';
import { readRecordFile } from '../store/record-file';
import type { SourceImage } from '../store/article-writing';
import { CommandError, type CliSide } from './command';
import { maxPictureBytes } from './protocol';

/**
 * The job and article files of `jobs add|edit FILE` and `articles publish|edit|preview FILE`, read and
 * checked on the CLI side before the store is opened, so that a bad file changes nothing.
 */

function readText(file: string, side: CliSide): { path: string; name: string; text: string } {
  const path = resolve(side.callerDir, file);
  try {
    return { path, name: isAbsolute(file) ? basename(file) : file, text: readFileSync(path, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CommandError(code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file}: ${(error as Error).message}.`);
  }
}

const refused = (errors: string[]) => new CommandError(`${errors.join('\n')}\nNothing was changed.`);

export function readJobFile(file: string, side: CliSide): NewJob {
  const { name, text } = readText(file, side);
  const result = readRecordFile('job', name, text, side.now);
  if (!result.ok) throw refused(result.errors);
  return result.value;
}

/** An article's picture as a request carries it (base64: it may cross the admin socket). */
export const sentImage = z.object({ name: z.string(), data: z.base64() });
export type SentImage = z.infer<typeof sentImage>;
export const receivedImage = (image: SentImage | undefined): SourceImage | undefined =>
  image ? { name: image.name, content: Buffer.from(image.data, 'base64') } : undefined;

/** The article a file holds, with the picture it names (relative to the file). */
export function readArticleFile(file: string, side: CliSide): { article: NewArticle; image?: SentImage } {
  const { path, name, text } = readText(file, side);
  const result = readRecordFile('article', name, text, side.now);
  if (!result.ok) throw refused(result.errors);
  const image = result.value.image ? readPicture(result.value.image, dirname(path), name) : undefined;
  return { article: result.value, ...(image ? { image: { name: image.name, data: image.content.toString('base64') } } : {}) };
}

/** The picture an article file names, relative to the file; refused (nothing changed) when it cannot be read. */
function readPicture(image: string, folder: string, fileName: string): SourceImage {
  const path = resolve(folder, image);
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CommandError(
      `${fileName}: image: ${code === 'ENOENT' ? `there is no file ${image} beside it` : `cannot read ${image}: ${(error as Error).message}`}.\nNothing was changed.`,
    );
  }
  if (content.length > maxPictureBytes) {
    throw new CommandError(
      `${fileName}: image: ${image} is larger than ${maxPictureBytes / 1024 / 1024} MB; use a smaller picture.\nNothing was changed.`,
    );
  }
  return { content, name: image };
}
