import { resolve } from 'node:path';
import { BadInputError } from '../../domain/errors';
import { BadImageError } from '../../store/article-images';
import { CommandError, defineLocalCommand } from '../command';
import { writePreview } from '../preview';
import { readArticleFile, receivedImage } from '../record-input';
import { program, recordFileName, unexpected } from '../words';

export default defineLocalCommand<{ file: string; out: string }>({
  name: 'articles preview',
  usage: 'articles preview FILE --out DIR',
  summary: 'Writes the page an article file would make into DIR (open DIR/index.html), with its pictures; publishes nothing.',
  details: [
    "The site's own render of the page, with its styles, from the last `npm run build`, without its scripts.",
    'The store is not opened: a preview works while the server runs, or with none. Files in DIR are replaced.',
  ],
  options: { out: { type: 'string', help: 'the directory to write the page into (required; made if missing)' } },
  example: `${program} articles preview ./ussd-in-2025.md --out ./preview`,
  parse: (positionals, values) => {
    const [file, ...extra] = positionals;
    if (extra.length) return unexpected(extra);
    const named = recordFileName(file, 'Give the file to preview (Markdown with front matter, or JSON).');
    if (typeof named === 'string') return named;
    if (typeof values.out !== 'string' || !values.out.trim()) return 'Give the directory to write the preview into with --out DIR.';
    return { ...named, out: values.out };
  },
  local: async ({ file, out: outDir }, side) => {
    const { article, image } = readArticleFile(file, side);
    // The built site a preview is rendered with: DIST_DIR as the server reads it, else ./dist.
    const distDir = resolve(side.env.DIST_DIR || 'dist');
    const written = await writePreview(article, receivedImage(image), resolve(side.callerDir, outDir), distDir, side.now).catch(
      (error: unknown) => {
        throw error instanceof BadImageError || error instanceof BadInputError
          ? new CommandError(`${error.message}\nNothing was written.`)
          : error;
      },
    );
    side.out(`Wrote the page of "${article.title}" (/blog/${written.slug}) into ${outDir}: open ${written.index}\n`);
  },
});
