import type { FastifyPluginAsync } from 'fastify';
import { articleByIdBody, articleListQuery } from '../../src/contracts/articles';
import { HttpProblem } from '../problem';
import { findArticlePage, listPublishedArticles } from '../store/articles';
import type { Store } from '../store/open-store';
import { parseWith, requireJson } from '../validate';

/** The two article list calls of spec section 7: the blog's GET and the older POST form. */
export const articleRoutes: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  app.get('/api/articles/get-all-articles', async (request) => {
    return listPublishedArticles(store.db, parseWith(articleListQuery, request.query));
  });

  app.post('/api/article/get-all-articles', { preValidation: requireJson }, async (request) => {
    // No body means the defaults; a JSON null is not an absent body and is refused like any non-object.
    return listPublishedArticles(store.db, parseWith(articleListQuery, request.body === undefined ? {} : request.body));
  });

  // Not in the spec: the article page's record after a navigation inside the app (docs/decisions/162).
  app.post('/api/article/get-article-by-id', { preValidation: requireJson }, async (request) => {
    const { id } = parseWith(articleByIdBody, request.body);
    const article = await findArticlePage(store.db, id);
    if (!article) throw new HttpProblem(404, `There is no published article with id ${id}.`);
    return article;
  });
};
