import * as z from 'zod/mini';
import { newArticle } from '../../../src/contracts/new-article';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { editArticle } from '../../domain/articles';
import { BadInputError } from '../../domain/errors';
import { defineCommand } from '../command';
import { readArticleFile, receivedImage, sentImage } from '../record-input';
import { parseId, pictureNote, program, recordFileName, unexpected } from '../words';

export default defineCommand({
  name: 'articles edit',
  usage: 'articles edit ID FILE --as EMAIL',
  summary: "Replaces an article's content and picture with a file's (as for articles publish); its id, published state and slug stay.",
  details: ['The slug changes only when the file gives one (`slug:`); a file without `image:` leaves the article without a picture.'],
  options: {},
  example: `${program} articles edit 7 ./ussd-in-2025.md --as kofi@voltasystems.com`,
  access: staffCalls.editArticle.access,
  changesPages: true,
  request: z.object({ id: z.number(), file: z.string(), article: z.optional(newArticle), image: z.optional(sentImage) }),
  parse: (positionals) => {
    const [id, file, ...extra] = positionals;
    if (id === undefined) return 'Give the id of the article (`articles list` shows them) and the file to read.';
    const parsed = parseId(id);
    if (typeof parsed === 'string') return parsed;
    if (extra.length) return unexpected(extra);
    const named = recordFileName(file, 'Give the file to read (Markdown with front matter, or JSON).');
    return typeof named === 'string' ? named : { id: parsed, ...named };
  },
  prepare: (request, side) => ({ ...request, ...readArticleFile(request.file, side) }),
  run: ({ store, actor }, { id, article, image }) => {
    if (!article) throw new BadInputError('The article file was not read.');
    return editArticle(store, actor, id, article, receivedImage(image));
  },
  show: (written, { out, afterChange }) =>
    out(
      `Changed article ${written.id} "${written.title}", at /blog/${written.slug}${pictureNote(written)}.${afterChange ? ` ${afterChange}` : ''}\n`,
    ),
});
