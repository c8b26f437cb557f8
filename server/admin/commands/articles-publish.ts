import * as z from 'zod/mini';
import { newArticle } from '../../../src/contracts/new-article';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { recordFields } from '../../store/record-file';
import { publishArticle } from '../../domain/articles';
import { BadInputError } from '../../domain/errors';
import { defineCommand } from '../command';
import { readArticleFile, receivedImage, sentImage } from '../record-input';
import { pictureNote, program, recordFileName, unexpected } from '../words';

export default defineCommand({
  name: 'articles publish',
  usage: 'articles publish FILE --as EMAIL',
  summary: 'Publishes a blog article from a Markdown file with front matter (or a JSON file).',
  details: [
    `The fields: ${recordFields.article.join(', ')}.`,
    'date is YYYY-MM-DD; points is a list of { pointNumber, pointTitle, pointDescription }. The body (after',
    'the front matter) is Markdown; longDescription and pointDescription take inline Markdown (**bold**,',
    '*italics*, [links](/pns), `code`). image is the hero picture, relative to the file (JPEG, PNG, WebP',
    'or AVIF, at least 1200 pixels wide), with imageAlt saying what it shows; its sizes are made here.',
    'The article is at /blog/<slug>: the slug is made from the title unless the file gives one, and',
    'must be unused. A bad file changes nothing: each problem is named with its field and line.',
  ],
  options: {},
  example: `${program} articles publish ./ussd-in-2025.md --as kofi@voltasystems.com`,
  access: staffCalls.createArticle.access,
  changesPages: true,
  request: z.object({ file: z.string(), article: z.optional(newArticle), image: z.optional(sentImage) }),
  parse: (positionals) => {
    const [file, ...extra] = positionals;
    if (extra.length) return unexpected(extra);
    return recordFileName(file, 'Give the file to read (JSON, or Markdown with front matter).');
  },
  prepare: (request, side) => ({ ...request, ...readArticleFile(request.file, side) }),
  run: ({ store, actor }, { article, image }) => {
    if (!article) throw new BadInputError('The article file was not read.');
    return publishArticle(store, actor, article, receivedImage(image));
  },
  show: (written, { out, afterChange }) =>
    out(
      `Published article ${written.id} "${written.title}" at /blog/${written.slug}${pictureNote(written)}.${afterChange ? ` ${afterChange}` : ''}\n`,
    ),
});
