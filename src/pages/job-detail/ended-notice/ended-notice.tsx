import { Link } from 'react-router-dom';
import type { EndedJobStatus } from '../../../contracts/job-statuses';
import { endedNoticeContent as copy } from './content';
import styles from './ended-notice.module.css';

/**
 * Under the title of a vacancy the team ended: how it ended, in one sentence, then the way to the
 * open positions and to job alerts (issue 40, point 6). No Apply, no form, no share links.
 */
export function EndedNotice({ ended }: { ended: EndedJobStatus }) {
  return (
    <section className={styles.notice} aria-labelledby="position-ended">
      <h2 id="position-ended" className={styles.heading}>
        {copy.ended[ended]}
      </h2>
      <p>{copy.text}</p>
      <div className={styles.actions}>
        <Link to={copy.openPositions.to} className="button">
          {copy.openPositions.label}
        </Link>
        <Link to={copy.jobAlerts.to} className="button button-secondary">
          {copy.jobAlerts.label}
        </Link>
      </div>
    </section>
  );
}
