import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cx } from './cx';
import styles from './back-link.module.css';

type Props = { to: string; label: string; className?: string };

/** The arrow link back to a list page (all jobs, the blog, the portfolio). */
export function BackLink({ to, label, className }: Props) {
  return (
    <Link to={to} className={cx(styles.link, className)}>
      <ArrowLeft aria-hidden="true" className={styles.icon} />
      {label}
    </Link>
  );
}
