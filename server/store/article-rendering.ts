import { asc, eq, lt } from 'drizzle-orm';
import { rendererVersion } from '../../src/markdown/markdown';
import { renderArticleText } from './article-writing';
import type { Executor } from './database';
import { articles } from './schema';

/**
 * The articles whose HTML an older renderer made (rendered_with below `rendererVersion`; 0 for those
 * migration 0005 found, whose closing paragraphs it made their Markdown body) are rendered again from
 * their Markdown, one at a time, when the store opens: what a page shows is always what the current
 * renderer makes of the text the team wrote. Answers how many it rendered.
 */
export async function renderStoredArticles(db: Executor): Promise<number> {
  let count = 0;
  for (;;) {
    const [row] = await db
      .select({ id: articles.id, longDescription: articles.longDescription, points: articles.points, body: articles.body })
      .from(articles)
      .where(lt(articles.renderedWith, rendererVersion))
      .orderBy(asc(articles.id))
      .limit(1);
    if (!row) return count;
    await db
      .update(articles)
      .set({ rendered: renderArticleText(row), renderedWith: rendererVersion })
      .where(eq(articles.id, row.id));
    count += 1;
  }
}
