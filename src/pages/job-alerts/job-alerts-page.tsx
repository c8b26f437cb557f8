import { PageHero } from '../../components/blocks/page-hero';
import { island } from '../../hydration/island';
import { jobAlertsContent as copy } from './content';
import styles from './job-alerts-page.module.css';

const JobAlertsForm = island(() => import('../../forms/job-alerts/job-alerts-form').then((module) => module.JobAlertsForm));

/** Job alerts: the kinds of job and the address, confirmed by a mailed link (docs/decisions/209-newsletter-and-job-alerts.md). */
export function JobAlertsPage() {
  return (
    <>
      <PageHero heading={copy.hero.heading} lead={copy.hero.paragraph} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.card}>
          <JobAlertsForm />
        </div>
      </div>
    </>
  );
}
