import { useMotionKit } from '../../motion/motion-root';
import { cx } from './cx';
import styles from './status-message.module.css';

export type Status = { kind: 'success' | 'error'; text: string } | null;

/**
 * A form's result: green role=status for success, red role=alert for failure. The wrapper is a
 * live region that is always present, so the message is announced when it appears. Once the
 * animation kit has loaded, a message fades in, and fades out before it is removed.
 */
export function StatusMessage({ status, tone = 'light' }: { status: Status; tone?: 'light' | 'dark' }) {
  const kit = useMotionKit();
  const message = status && {
    role: status.kind === 'success' ? 'status' : 'alert',
    className: cx(styles.message, styles[status.kind], tone === 'dark' && styles.onDark),
    children: status.text,
  };
  return (
    <div aria-live="polite" aria-atomic="true" className={styles.region}>
      {kit ? <kit.FadingParagraph paragraph={message} /> : message && <p {...message} />}
    </div>
  );
}
