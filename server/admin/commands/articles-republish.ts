import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { republishArticle } from '../../domain/articles';
import { defineCommand } from '../command';
import { missingId, onlyId, program } from '../words';

export default defineCommand({
  name: 'articles republish',
  usage: 'articles republish ID --as EMAIL',
  summary: 'Puts an unpublished article (a draft) back on the blog, at the address it had.',
  options: {},
  example: `${program} articles republish 7 --as kofi@voltasystems.com`,
  access: staffCalls.publishArticle.access,
  changesPages: true,
  request: z.object({ id: z.number() }),
  parse: (positionals) => onlyId(positionals, missingId('article')),
  run: ({ store, actor }, { id }) => republishArticle(store.db, actor, id),
  show: (result, { out, afterChange }) =>
    out(
      result.changed
        ? `Republished article ${result.id} "${result.title}", on the blog at /blog/${result.slug}.${afterChange ? ` ${afterChange}` : ''}\n`
        : `Article ${result.id} "${result.title}" was published already.\n`,
    ),
});
