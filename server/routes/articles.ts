import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem } from '../problem';
import { findArticlePage, listPublishedArticles } from '../store/articles';
import type { Store } from '../store/open-store';
import { registerPublicCall } from './public-call';

/** The two article list calls of spec section 7 (the blog's GET and the older POST form), and one article. */
export const articleRoutes: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  registerPublicCall(app, 'getAllArticles', async (request) => listPublishedArticles(store.db, request.query));

  registerPublicCall(app, 'postAllArticles', async (request) => listPublishedArticles(store.db, request.body));

  // Not in the spec: the article page's record after a navigation inside the app (docs/decisions/162),
  // by its id or its slug (docs/decisions/182).
  registerPublicCall(app, 'getArticleById', async (request) => {
    const { id } = request.body;
    const article = await findArticlePage(store.db, id);
    if (!article) throw new HttpProblem(404, `There is no published article ${typeof id === 'number' ? `with id ${id}` : id}.`);
    return article;
  });
};
