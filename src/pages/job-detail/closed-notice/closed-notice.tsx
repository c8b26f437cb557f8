import { Link } from 'react-router-dom';
import { closedNoticeContent as copy } from './content';
import styles from './closed-notice.module.css';

/** In place of Apply and the form on the page of a vacancy past its deadline: applications are closed. */
export function ClosedNotice({ deadline }: { deadline: string }) {
  return (
    <section className={styles.notice} aria-labelledby="applications-closed">
      <h2 id="applications-closed">{copy.heading}</h2>
      <p>{copy.text(deadline)}</p>
      <Link to={copy.link.to} className="button button-secondary">
        {copy.link.label}
      </Link>
    </section>
  );
}
