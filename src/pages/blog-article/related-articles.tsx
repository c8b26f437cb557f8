import { useId, useState } from 'react';
import { cx } from '../../components/ui/cx';
import type { RelatedArticle } from '../blog/content';
import styles from './related-articles.module.css';

/**
 * 'Related articles': four cards, each selected (red) while the pointer is over it, while it has
 * focus, or once clicked; leaving or blurring unselects it. As the spec says, a card does not
 * navigate: it is a toggle button whose aria-pressed tells the selection
 * (docs/decisions/151-blog-article-interactions.md).
 */
export function RelatedArticles({ heading, articles }: { heading: string; articles: readonly RelatedArticle[] }) {
  const [selected, setSelected] = useState<number | null>(null);
  const id = useId();
  const unselect = (articleId: number) => setSelected((current) => (current === articleId ? null : current));

  return (
    <section className={styles.related} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {articles.map((article) => (
          <li key={article.id}>
            <button
              type="button"
              className={cx(styles.card, selected === article.id && styles.selected)}
              aria-pressed={selected === article.id}
              aria-labelledby={`${id}-title-${article.id}`}
              aria-describedby={`${id}-summary-${article.id}`}
              data-selected={selected === article.id}
              onPointerEnter={() => setSelected(article.id)}
              onPointerLeave={() => unselect(article.id)}
              onFocus={() => setSelected(article.id)}
              onBlur={() => unselect(article.id)}
              onClick={() => setSelected(article.id)}
            >
              <span id={`${id}-title-${article.id}`} className={styles.title}>
                {article.title}
              </span>
              <span id={`${id}-summary-${article.id}`} className={styles.summary}>
                {article.summary}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
