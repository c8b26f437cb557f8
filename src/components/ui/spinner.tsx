import styles from './spinner.module.css';

/** The 50 px brand-red spinner (spec section 9), announced by its label while something loads. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return <span role="status" aria-label={label} className={className ? `${styles.spinner} ${className}` : styles.spinner} />;
}
