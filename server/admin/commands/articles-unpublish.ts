import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { unpublishArticle } from '../../domain/articles';
import { defineCommand } from '../command';
import { missingId, onlyId, program } from '../words';

export default defineCommand({
  name: 'articles unpublish',
  usage: 'articles unpublish ID --as EMAIL',
  summary: 'Takes an article off the blog; it is kept as a draft.',
  options: {},
  example: `${program} articles unpublish 7 --as kofi@voltasystems.com`,
  access: staffCalls.unpublishArticle.access,
  changesPages: true,
  request: z.object({ id: z.number() }),
  parse: (positionals) => onlyId(positionals, missingId('article')),
  run: ({ store, actor }, { id }) => unpublishArticle(store.db, actor, id),
  show: (result, { out, afterChange }) =>
    out(
      result.changed
        ? `Unpublished article ${result.id} "${result.title}"; it is kept as a draft.${afterChange ? ` ${afterChange}` : ''}\n`
        : `Article ${result.id} "${result.title}" was a draft already.\n`,
    ),
});
