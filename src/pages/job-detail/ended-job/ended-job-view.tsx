import { Link } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import type { EndedJob } from '../../../contracts/jobs';
import { usePageFacts } from '../../../hooks/page-facts';
import { jobDetailContent } from '../content';
import pageStyles from '../job-detail-page.module.css';
import { endedJobContent as copy } from './content';
import styles from './ended-job-view.module.css';

/**
 * The page of a vacancy the team ended (issue 40, point 6): its title, how it ended in one sentence,
 * then the way to the open positions and to job alerts. No facts, tabs, form or share links. A chunk
 * of its own, loaded only for such a vacancy (the job page's first JavaScript stays as it was).
 */
export function EndedJobView({ job }: { job: EndedJob }) {
  usePageFacts({ name: job.title, description: copy.description(job.ended) });
  return (
    <>
      <header className={pageStyles.header}>
        <div className="container">
          <BackLink to={jobDetailContent.backLink.to} label={jobDetailContent.backLink.label} />
          <h1 className={pageStyles.title}>{job.title}</h1>
        </div>
      </header>
      <div className={`container ${pageStyles.body}`}>
        <section className={styles.notice} aria-labelledby="position-ended">
          <h2 id="position-ended" className={styles.heading}>
            {copy.ended[job.ended]}
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
      </div>
    </>
  );
}
