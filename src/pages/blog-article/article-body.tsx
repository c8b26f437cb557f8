import type { ReactNode } from 'react';
import type { ArticleDetail } from '../../contracts/articles';
import styles from './blog-article-page.module.css';

type Props = {
  article: Pick<ArticleDetail, 'longDescriptionHtml' | 'pointsHeading' | 'bodyHtml'> & {
    points: readonly Pick<ArticleDetail['points'][number], 'pointNumber' | 'pointTitle' | 'pointDescriptionHtml'>[];
  };
  children?: ReactNode;
};

/**
 * An article's body as the blog shows it: the lead, the numbered points, the prose. Its own module so
 * that the staff area's live preview (src/staff/pages/articles/) shows a draft exactly as the page will.
 * The ...Html fields are made by the one Markdown renderer (src/markdown/markdown.ts), and sanitised
 * there: it is their only producer, so they are set as HTML.
 */
export function ArticleBody({ article, children }: Props) {
  return (
    <div className={styles.body}>
      <p className={styles.lead} dangerouslySetInnerHTML={{ __html: article.longDescriptionHtml }} />
      <h2 className={`section-heading ${styles.pointsHeading}`}>{article.pointsHeading}</h2>
      <ol className={styles.points}>
        {article.points.map((point) => (
          <li key={point.pointNumber} className={styles.point}>
            <h3 className={styles.pointTitle}>{point.pointTitle}</h3>
            <p dangerouslySetInnerHTML={{ __html: point.pointDescriptionHtml }} />
          </li>
        ))}
      </ol>
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      {children}
    </div>
  );
}
