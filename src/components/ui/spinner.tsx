import { cx } from './cx';
import styles from './spinner.module.css';

type Props = {
  label: string;
  /** Show the label beside the ring (the blog's "Loading..."); otherwise it is the ring's name only. */
  visibleLabel?: boolean;
  className?: string;
};

/** The 50 px brand-red spinner (spec section 9), announced by its label while something loads. */
export function Spinner({ label, visibleLabel, className }: Props) {
  return (
    <span
      role="status"
      aria-label={visibleLabel ? undefined : label}
      className={cx(visibleLabel ? styles.labelled : styles.spinner, className)}
    >
      {visibleLabel && <span className={styles.spinner} />}
      {visibleLabel && label}
    </span>
  );
}
