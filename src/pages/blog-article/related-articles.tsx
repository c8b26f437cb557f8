import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../components/ui/cx';
import { Picture } from '../../components/ui/picture';
import { relatedCardSizes } from './picture-sizes';
import type { ArticleListItem } from '../../contracts/articles';
import { articlePath } from '../../routes/paths';
import lists from '../../styles/lists.module.css';
import styles from './related-articles.module.css';

/**
 * 'Related articles': four cards linking to their articles (at their canonical addresses), each with
 * its article's picture (decorative: the title names the card). A card keeps the spec's look: selected
 * (red) while the pointer is over it or it has focus, unselected when the pointer leaves or focus
 * moves on (docs/decisions/151-blog-article-interactions.md).
 */
export function RelatedArticles({ heading, articles }: { heading: string; articles: readonly ArticleListItem[] }) {
  const [selected, setSelected] = useState<number | null>(null);
  const id = useId();
  const unselect = (articleId: number) => setSelected((current) => (current === articleId ? null : current));
  // A preview (articles preview), or a blog of one article, has none to show.
  if (!articles.length) return null;

  return (
    <section className={styles.related} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <ul className={cx(lists.columns, styles.grid)}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link
              to={articlePath(article.slug)}
              className={cx(styles.card, selected === article.id && styles.selected)}
              aria-labelledby={`${id}-title-${article.id}`}
              aria-describedby={`${id}-summary-${article.id}`}
              data-selected={selected === article.id}
              onPointerEnter={() => setSelected(article.id)}
              onPointerLeave={() => unselect(article.id)}
              onFocus={() => setSelected(article.id)}
              onBlur={() => unselect(article.id)}
            >
              {/* An article without a picture of its own has a card of text (the page's JavaScript stays within its budget). */}
              {article.image && <Picture picture={article.image} sizes={relatedCardSizes} decorative className={styles.image} />}
              <span id={`${id}-title-${article.id}`} className={styles.title}>
                {article.title}
              </span>
              <span id={`${id}-summary-${article.id}`} className={styles.summary}>
                {article.summary}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
