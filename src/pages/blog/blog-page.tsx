import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { callApi } from '../../api/client';
import { api } from '../../contracts/calls';
import { behaviour } from '../../styles/behaviour';
import { articleCardImage } from '../../assets/blog-card-image';
import { emptyStateImage } from '../../assets/images';
import { cx } from '../../components/ui/cx';
import { Img } from '../../components/ui/img';
import { Picture } from '../../components/ui/picture';
import { SearchField } from '../../components/ui/search-field';
import { Spinner } from '../../components/ui/spinner';
import { formatDay } from '../../content/day';
import { listCardSizes } from './picture-sizes';
import { articlePath } from '../../routes/paths';
import cardShapes from '../../styles/cards.module.css';
import lists from '../../styles/lists.module.css';
import { filterArticles, type ArticleSummary } from './article-search';
import { blogContent } from './content';
import styles from './blog-page.module.css';

const content = blogContent;

/** The blog list (spec: Blog list): articles from the API, searchable, or the empty state. */
export function BlogPage() {
  const query = useQuery({
    queryKey: ['articles', 'all'],
    // The answer's reader (zod) is loaded with the call, not with the page.
    queryFn: async () => {
      const [answer, { parseArticleList }] = await Promise.all([
        callApi(api.getAllArticles, { query: { pageSize: behaviour.blogList.pageSize, pageNo: behaviour.blogList.pageNo } }),
        import('./article-list'),
      ]);
      return parseArticleList(answer);
    },
  });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">{content.eyebrow}</p>
        <h1 className={styles.heading}>{content.heading}</h1>
        <p className={styles.intro}>{content.intro}</p>
      </header>
      {query.isPending ? (
        <div className={styles.pending}>
          <Spinner label={content.loadingText} visibleLabel className={styles.loading} />
        </div>
      ) : (
        <ArticleSearch articles={query.data ?? []} />
      )}
    </div>
  );
}

function ArticleSearch({ articles }: { articles: readonly ArticleSummary[] }) {
  const [search, setSearch] = useState('');
  const id = useId();
  const shown = filterArticles(articles, search);

  return (
    <>
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <SearchField
          id={`${id}-search`}
          label={content.search.label}
          placeholder={content.search.placeholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {articles.length === 0 ? (
        <div className={styles.empty}>
          <Img image={emptyStateImage} alt="" className={styles.emptyImage} />
          <p className={styles.emptyText}>{content.emptyText}</p>
        </div>
      ) : (
        <>
          <p role="status" className={styles.count}>
            {shown.length === 0 ? content.noMatches(search.trim()) : content.resultCount(shown.length)}
          </p>
          {shown.length > 0 && (
            <ul className={cx(lists.columns, styles.grid)} aria-label={content.listLabel}>
              {shown.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { image } = article;
  return (
    <article className={cx(cardShapes.highlight, styles.card)}>
      {typeof image === 'object' ? (
        <Picture picture={image} sizes={listCardSizes} decorative className={styles.cardImage} />
      ) : (
        <Img image={image ? { ...articleCardImage, src: image } : articleCardImage} alt="" className={styles.cardImage} />
      )}
      <div className={styles.cardBody}>
        {article.date && (
          <time dateTime={article.date} className={styles.date}>
            {formatDay(article.date)}
          </time>
        )}
        <h2 className={styles.cardTitle}>
          <Link to={articlePath(article.slug ?? article.id)} className={styles.cardLink}>
            {article.title}
          </Link>
        </h2>
        {article.summary && <p className={styles.summary}>{article.summary}</p>}
        <span className={styles.readMore} aria-hidden="true">
          {content.readMoreLabel} →
        </span>
      </div>
    </article>
  );
}
