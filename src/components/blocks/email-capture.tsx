import { useId } from 'react';
import { ctaContent } from '../../content/cta';
import { useSubscribeForm } from '../../forms/subscribe/use-subscribe-form';
import { cx } from '../ui/cx';
import { StatusMessage } from '../ui/status-message';
import styles from './email-capture.module.css';

type Props = {
  heading?: string;
  paragraph?: string;
  /** Heading level in the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The email-capture banner ('Ready to Innovate Your Project?'): POST
 * /api/contact/subscribe?type=contactACS. Every call-to-action block of the site is this one
 * component, with its own heading where a page needs one.
 */
export function EmailCapture({ heading = ctaContent.heading, paragraph = ctaContent.paragraph, headingLevel = 2, className }: Props) {
  const { email, onChange, error, status, pending, onSubmit } = useSubscribeForm('contactACS', ctaContent.messages);
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={cx(styles.banner, className)} aria-labelledby={`${id}-heading`}>
      <div className={styles.text}>
        <Heading id={`${id}-heading`} className={styles.heading}>
          {heading}
        </Heading>
        <p className={styles.paragraph}>{paragraph}</p>
      </div>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {ctaContent.inputLabel}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={ctaContent.placeholder}
            className={styles.input}
            value={email}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="button" disabled={pending}>
            {pending ? ctaContent.pending : ctaContent.button}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <StatusMessage status={status} tone="dark" />
      </form>
    </section>
  );
}
