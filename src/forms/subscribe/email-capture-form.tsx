import { useId } from 'react';
import { cx } from '../../components/ui/cx';
import { StatusMessage } from '../../components/ui/status-message';
import { ctaContent as copy } from '../../content/cta';
import styles from './email-capture.module.css';
import { SubscribeField } from './subscribe-field';
import { useSubscribeForm } from './use-subscribe-form';

type EmailCaptureProps = {
  heading?: string;
  paragraph?: string;
  /** Heading level in the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The email-capture banner ('Ready to Innovate Your Project?'): POST
 * /api/contact/subscribe?type=contactACS. Every call-to-action block of the site is this one
 * component, with its own heading where a page needs one. Pages use it as an island (email-capture.tsx).
 */
export function EmailCaptureForm({ heading = copy.heading, paragraph = copy.paragraph, headingLevel = 2, className }: EmailCaptureProps) {
  const form = useSubscribeForm('contactACS', copy.messages);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={cx(styles.banner, className)} aria-labelledby={headingId}>
      <div className={styles.text}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        <p className={styles.paragraph}>{paragraph}</p>
      </div>
      <form onSubmit={form.onSubmit} noValidate>
        <SubscribeField form={form} copy={copy} classes={styles} unstyled />
        <StatusMessage status={form.status} tone="dark" />
      </form>
    </section>
  );
}
