import { useEffect, useRef, type ReactNode } from 'react';
import type { NewsletterIssueBody } from '../../../contracts/staff/newsletter';
import prose from '../../../pages/blog-article/blog-article-page.module.css';
import { newsletterContent } from './content';
import panels from '../../components/panels.module.css';
import styles from './newsletter.module.css';

const copy = newsletterContent.editor;

/** A preview the server made: the values it was made from, and their HTML. */
export type Preview = { values: NewsletterIssueBody; html: string };

/**
 * The preview region: the issue as the server renders it for the mail (the articles' Markdown
 * renderer, sanitised there: no raw HTML, no script, no handler, which is why it is set as HTML).
 * With focusOnNew, focus moves to it when a new preview arrives; it says when the text has changed since.
 */
export function IssuePreview({
  preview,
  current,
  title = copy.previewHeading,
  focusOnNew = false,
  empty = copy.previewEmpty,
  note = copy.previewNote,
}: {
  preview: Preview | null;
  /** The form's values now: the preview says when they are not what it shows. */
  current?: NewsletterIssueBody;
  title?: string;
  focusOnNew?: boolean;
  /** What it says before there is a preview. */
  empty?: ReactNode;
  /** What it says of itself. */
  note?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (preview && focusOnNew) heading.current?.focus();
  }, [preview, focusOnNew]);
  const stale = preview && current && (current.subject !== preview.values.subject || current.body !== preview.values.body);
  return (
    <section className={panels.preview} aria-labelledby="preview-heading">
      <h2 id="preview-heading" ref={heading} tabIndex={-1} className={panels.previewHeading}>
        {title}
      </h2>
      {!preview ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <>
          <p className={styles.note}>{stale ? copy.previewStale : note}</p>
          <p className={styles.previewSubject}>{copy.subjectIs(preview.values.subject)}</p>
          <div className={`${prose.prose} ${styles.previewText}`} dangerouslySetInnerHTML={{ __html: preview.html }} />
        </>
      )}
    </section>
  );
}
