import { useDeferredValue } from 'react';
import { renderInlineMarkdown, renderMarkdown } from '../../../markdown/markdown';
import { ArticleBody } from '../../../pages/blog-article/article-body';
import type * as z from 'zod/mini';
import type { staffArticleInput } from '../../../contracts/staff/publishing';
import { articlesContent } from './content';
import panels from '../../components/panels.module.css';
import styles from './article-editor.module.css';

const copy = articlesContent.editor;

/**
 * The live preview: the draft's Markdown through the blog's own renderer (src/markdown/markdown.ts,
 * sanitised: no raw HTML, no script, no handler) into the blog page's own body component, so that the
 * preview is exactly as inert as the published page. Deferred, so typing never waits for it.
 */
export function ArticlePreview({
  draft,
}: {
  draft: Pick<z.input<typeof staffArticleInput>, 'title' | 'summary' | 'longDescription' | 'pointsHeading' | 'points' | 'body'>;
}) {
  const deferred = useDeferredValue(draft);
  return (
    <section className={panels.preview} aria-labelledby="preview-heading">
      <h2 id="preview-heading" className={panels.previewHeading}>
        {copy.previewHeading}
      </h2>
      <p className={styles.previewNote}>{copy.previewNote}</p>
      <article className={styles.previewArticle} aria-label={deferred.title || copy.previewHeading}>
        <p className={styles.previewTitle}>{deferred.title || copy.untitled}</p>
        <p>{deferred.summary}</p>
        <ArticleBody
          article={{
            longDescriptionHtml: renderInlineMarkdown(deferred.longDescription ?? ''),
            pointsHeading: deferred.pointsHeading || copy.untitled,
            points: (deferred.points ?? []).map((point, index) => ({
              pointNumber: index + 1,
              pointTitle: point.pointTitle || copy.untitled,
              pointDescriptionHtml: renderInlineMarkdown(point.pointDescription ?? ''),
            })),
            bodyHtml: renderMarkdown(deferred.body ?? ''),
          }}
        />
      </article>
    </section>
  );
}
