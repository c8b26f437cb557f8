import { useId } from 'react';
import { frameContent } from '../../app/content';
import { StatusMessage } from '../../components/ui/status-message';
import styles from './newsletter-form.module.css';
import { useSubscribeForm } from './use-subscribe-form';

const copy = frameContent.footer.newsletter;

/** The footer's newsletter form: POST /api/contact/subscribe?type=Newsletter. */
export function NewsletterForm() {
  const { email, onChange, error, status, pending, onSubmit } = useSubscribeForm('Newsletter', copy.messages);
  const inputId = useId();
  const errorId = useId();

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <label htmlFor={inputId} className="visually-hidden">
        {copy.inputLabel}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          name="email"
          value={email}
          onChange={onChange}
        />
        <button type="submit" className="button" disabled={pending}>
          {pending ? copy.pending : copy.button}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <StatusMessage status={status} tone="dark" />
    </form>
  );
}
