import { Heart, Share2 } from 'lucide-react';
import { useState } from 'react';
import { articleHeroImage } from '../../assets/blog-images';
import { BackLink } from '../../components/ui/back-link';
import { StatusMessage } from '../../components/ui/status-message';
import { blogContent } from '../blog/content';
import { RelatedArticles } from './related-articles';
import { useShare } from './use-share';
import styles from './blog-article-page.module.css';

const content = blogContent.article;

/** A blog article (/blog/:id). The spec's content is fixed and the same for every id. */
export function BlogArticlePage() {
  const [liked, setLiked] = useState(false);
  const { share, status } = useShare(
    { title: content.title, text: content.summary },
    { copied: content.shareCopiedText, failed: content.shareFailedText },
  );
  const initials = content.author.name
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <div className={`container ${styles.page}`}>
      <BackLink to="/blog" label={content.backLabel} className={styles.back} />
      <article className={styles.article}>
        <img
          src={articleHeroImage.src}
          width={articleHeroImage.width}
          height={articleHeroImage.height}
          alt=""
          fetchPriority="high"
          className={styles.hero}
        />
        <header className={styles.header}>
          <time dateTime={content.dateTime} className={styles.date}>
            {content.date}
          </time>
          <h1 className={styles.title}>{content.title}</h1>
          <p className={styles.summary}>{content.summary}</p>
          <div className={styles.meta}>
            <div className={styles.author}>
              <span className={styles.avatar} aria-hidden="true">
                {initials}
              </span>
              <p className={styles.authorText}>
                <span className="visually-hidden">{content.writtenBy} </span>
                <span className={styles.authorName}>{content.author.name}</span>
                <span className={styles.authorRole}>{content.author.role}</span>
              </p>
            </div>
            <button type="button" className="button button-secondary" onClick={() => void share()}>
              <Share2 aria-hidden="true" className={styles.icon} />
              {content.shareLabel}
            </button>
          </div>
          <StatusMessage status={status} />
        </header>
        <div className={styles.body}>
          <p className={styles.lead}>{content.longDescription}</p>
          <h2 className={styles.sectionHeading}>{content.pointsHeading}</h2>
          <ol className={styles.points}>
            {content.points.map((point) => (
              <li key={point.pointNumber} className={styles.point}>
                <h3 className={styles.pointTitle}>{point.pointTitle}</h3>
                <p>{point.pointDescription}</p>
              </li>
            ))}
          </ol>
          {content.closingParagraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <button type="button" className={styles.like} aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
            <Heart aria-hidden="true" className={styles.icon} fill={liked ? 'currentColor' : 'none'} />
            {content.likeLabel}
          </button>
        </div>
      </article>
      <RelatedArticles heading={content.relatedHeading} articles={content.related} />
    </div>
  );
}
