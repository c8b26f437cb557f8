import { listArticles } from '../../domain/articles';
import { defineCommand } from '../command';
import { listCommandWords, listing } from '../words';

export default defineCommand({
  ...listCommandWords('articles list', 'Lists every article, published or draft, by id, with its slug.'),
  run: ({ store }) => listArticles(store.db),
  show: (rows, { out }, { format }) => out(listing(rows, ['id', 'status', 'date', 'slug', 'title'], format, 'No articles.')),
});
