import { cx } from './cx';
import styles from './status-message.module.css';

export type Status = { kind: 'success' | 'error'; text: string } | null;

/**
 * A form's result: green role=status for success, red role=alert for failure. The wrapper is a
 * live region that is always present, so the message is announced when it appears.
 */
export function StatusMessage({ status, tone = 'light' }: { status: Status; tone?: 'light' | 'dark' }) {
  return (
    <div aria-live="polite" aria-atomic="true" className={styles.region}>
      {status && (
        <p
          role={status.kind === 'success' ? 'status' : 'alert'}
          className={cx(styles.message, styles[status.kind], tone === 'dark' && styles.onDark)}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
