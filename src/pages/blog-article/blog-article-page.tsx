import { useQuery } from '@tanstack/react-query';
import { usePageFacts } from '../../hooks/page-facts';
import { Heart, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { articlePageQuery } from './query';
import { articleHeroImage } from '../../assets/blog-images';
import { RecordNotFound } from '../../components/blocks/record-not-found';
import { BackLink } from '../../components/ui/back-link';
import { cx } from '../../components/ui/cx';
import { Img } from '../../components/ui/img';
import { Picture } from '../../components/ui/picture';
import { Spinner } from '../../components/ui/spinner';
import { StatusMessage } from '../../components/ui/status-message';
import type { ArticlePage } from '../../contracts/articles';
import { formatDay } from '../../content/day';
import { heroSizes } from './picture-sizes';
import { paths } from '../../routes/paths';
import chosen from '../../styles/chosen.module.css';
import rows from '../../styles/rows.module.css';
import { blogArticleContent } from './content';
import { ArticleBody } from './article-body';
import { RelatedArticles } from './related-articles';
import { useShare } from './use-share';
import styles from './blog-article-page.module.css';

const content = blogArticleContent;

/**
 * A blog article (/blog/:id): the published article of that id or slug from the store (rendered by
 * the server with its data; fetched after a navigation inside the app); any other is not found.
 */
export function BlogArticlePage() {
  const { id = '' } = useParams();
  const article = useQuery(articlePageQuery(id));
  if (article.isPending) {
    return (
      <div className={`container ${styles.pending}`}>
        <Spinner label={content.loadingLabel} />
      </div>
    );
  }
  // An id the store does not hold (null), or an answer that could not be read.
  if (article.isError || article.data === null) return <RecordNotFound />;
  return <Article key={article.data.id} article={article.data} />;
}

function Article({ article }: { article: ArticlePage }) {
  usePageFacts({ name: article.title, description: article.summary });
  const [liked, setLiked] = useState(false);
  const { share, status } = useShare(
    { title: article.title, text: article.summary },
    { copied: content.shareCopiedText, failed: content.shareFailedText },
  );
  const initials = article.author
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <div className={`container ${styles.page}`}>
      <BackLink to={paths.blog} label={content.backLabel} className={styles.back} />
      <article className={styles.article}>
        {article.hero ? (
          <Picture picture={article.hero} sizes={heroSizes} priority className={styles.hero} />
        ) : (
          <Img image={articleHeroImage} alt="" priority className={styles.hero} />
        )}
        <header className={styles.header}>
          <time dateTime={article.date} className={styles.date}>
            {formatDay(article.date)}
          </time>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.summary}>{article.summary}</p>
          <div className={cx(rows.spread, styles.meta)}>
            <div className={styles.author}>
              <span className={styles.avatar} aria-hidden="true">
                {initials}
              </span>
              <p className={styles.authorText}>
                <span className="visually-hidden">{content.writtenBy} </span>
                <span className={styles.authorName}>{article.author}</span>
                <span className={styles.authorRole}>{article.authorRole}</span>
              </p>
            </div>
            <button type="button" className="button button-secondary" onClick={() => void share()}>
              <Share2 aria-hidden="true" className={styles.icon} />
              {content.shareLabel}
            </button>
          </div>
          <StatusMessage status={status} />
        </header>
        <ArticleBody article={article}>
          <button type="button" className={cx(chosen.chosen, styles.like)} aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
            <Heart aria-hidden="true" className={styles.icon} fill={liked ? 'currentColor' : 'none'} />
            {content.likeLabel}
          </button>
        </ArticleBody>
      </article>
      <RelatedArticles heading={content.relatedHeading} articles={article.related} />
    </div>
  );
}
