import { useId } from 'react';
import { StatusMessage } from '../../components/ui/status-message';
import { newsletterContent as copy } from './content';
import styles from './newsletter-form.module.css';
import { SubscribeField } from './subscribe-field';
import { useSubscribeForm } from './use-subscribe-form';

/** The footer's newsletter form: POST /api/contact/subscribe?type=Newsletter. */
export function NewsletterForm() {
  const form = useSubscribeForm('Newsletter', copy.messages);
  const headingId = useId();

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <SubscribeField form={form} copy={copy} classes={styles} />
      <StatusMessage status={form.status} tone="dark" />
    </form>
  );
}
