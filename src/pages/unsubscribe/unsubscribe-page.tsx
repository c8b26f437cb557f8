import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { unsubscribe } from '../../api/calls';
import { sadMailImage } from '../../assets/images';
import { StatusMessage, type Status } from '../../components/ui/status-message';
import { emailPattern } from '../../contracts/email';
import { behaviour } from '../../styles/behaviour';
import { unsubscribeContent as content } from './content';
import fieldStyles from '../../forms/form-field.module.css';
import styles from './unsubscribe-page.module.css';

/**
 * Newsletter unsubscribe. The address comes from `?email=` (the link in a newsletter); when it is
 * missing or not an e-mail address the page asks for it. The query is read as an external store
 * whose server value is empty, so hydration matches the prerendered page and then re-renders with
 * the address (docs/decisions/152-unsubscribe-flow.md).
 */
export function UnsubscribePage() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const queryEmail = useSyncExternalStore(subscribeToNothing, readQueryEmail, () => '');
  const [typed, setTyped] = useState<string | null>(null);
  const [override, setOverride] = useState(false);
  const fromLink = !override && emailPattern.test(queryEmail);
  const email = fromLink ? queryEmail : (typed ?? queryEmail);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const mutation = useMutation({ mutationFn: (address: string) => unsubscribe(address), retry: false });

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), behaviour.statusMessageMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const address = email.trim();
    if (!emailPattern.test(address)) {
      setError(content.emptyEmail);
      inputRef.current?.focus();
      return;
    }
    setStatus(null);
    try {
      await mutation.mutateAsync(address);
      setStatus({ kind: 'success', text: content.success });
    } catch {
      setStatus({ kind: 'error', text: content.failure });
    }
  };

  const useOtherAddress = () => {
    setOverride(true);
    setTyped('');
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <img
          src={sadMailImage.src}
          width={sadMailImage.width}
          height={sadMailImage.height}
          alt={content.illustrationAlt}
          fetchPriority="high"
          className={styles.image}
        />
        <h1 className={styles.heading}>{content.heading}</h1>
        <p className={styles.text}>{content.thankYouText}</p>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          {fromLink ? (
            <div className={styles.address}>
              <p className={styles.addressText}>
                {content.addressIntro} <strong>{email}</strong>
              </p>
              <button type="button" className={styles.linkButton} onClick={useOtherAddress}>
                {content.otherAddressLabel}
              </button>
            </div>
          ) : (
            <div className={`${fieldStyles.field} ${styles.field}`}>
              <label htmlFor={`${id}-email`} className={fieldStyles.label}>
                {content.emailField.label}
              </label>
              <input
                ref={inputRef}
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                placeholder={content.emailField.placeholder}
                className={fieldStyles.input}
                value={email}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className={fieldStyles.error}>
                  {error}
                </p>
              )}
            </div>
          )}
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={mutation.isPending}>
              {mutation.isPending ? content.pendingLabel : content.unsubscribeLabel}
            </button>
            <Link to="/" className="button button-secondary">
              {content.cancelLabel}
            </Link>
          </div>
          <StatusMessage status={status} />
        </form>
      </div>
    </div>
  );
}

/** The query string does not change while this page is shown (a new query is a new navigation). */
function subscribeToNothing() {
  return () => undefined;
}

function readQueryEmail(): string {
  return new URLSearchParams(window.location.search).get('email')?.trim() ?? '';
}
