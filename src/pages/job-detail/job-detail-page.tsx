import { CalendarClock, Clock, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { BackLink } from '../../components/ui/back-link';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { jobDetailContent, jobDetailSample } from '../../content/jobs';
import { JobInformation } from './job-information';
import type { JobTab } from './job-tabs';
import styles from './job-detail-page.module.css';
import { ShareLinks } from './share-links';

const copy = jobDetailContent;

// The tabs are requested as soon as this module runs; the form only when it is wanted (Apply, or a
// pointer or focus on it). Both in their own chunks (docs/decisions/102-careers-js-budget.md).
const tabsModule = import('./job-tabs');
const JobTabs = lazy(() => tabsModule.then((module) => ({ default: module.JobTabs })));
const loadForm = () => import('../../forms/job-application/job-application-form');
const JobApplicationForm = lazy(() => loadForm().then((module) => ({ default: module.JobApplicationForm })));

/**
 * /careers/:id (spec section 2): the same sample job for every id. The 'Job Application' tab
 * appears at the first press of 'Apply', which switches to it and goes away. Both panes stay
 * mounted once they exist (typed answers survive a tab switch); the inactive one is hidden.
 */
export function JobDetailPage() {
  const job = jobDetailSample;
  const [tab, setTab] = useState<JobTab>('information');
  const [applying, setApplying] = useState(false);

  return (
    <>
      <header className={styles.header}>
        <div className="container">
          <BackLink to={copy.backLink.to} label={copy.backLink.label} />
          <h1 className={styles.title}>{job.title}</h1>
          <dl className={styles.meta}>
            <div className={styles.metaItem}>
              <dt>
                <MapPin aria-hidden="true" className={styles.metaIcon} />
                <VisuallyHidden>{copy.meta.location}</VisuallyHidden>
              </dt>
              <dd>{job.location}</dd>
            </div>
            <div className={styles.metaItem}>
              <dt>
                <Clock aria-hidden="true" className={styles.metaIcon} />
                <VisuallyHidden>{copy.meta.type}</VisuallyHidden>
              </dt>
              <dd>{job.type}</dd>
            </div>
            <div className={styles.metaItem}>
              <dt>
                <CalendarClock aria-hidden="true" className={styles.metaIcon} />
                <VisuallyHidden>{copy.meta.deadline}</VisuallyHidden>
              </dt>
              <dd>{job.deadline}</dd>
            </div>
          </dl>
          <ul className={styles.skills} aria-label={copy.meta.skills}>
            {job.skills.map((skill) => (
              <li key={skill} className={styles.skill}>
                {skill}
              </li>
            ))}
          </ul>
          <ShareLinks title={job.title} />
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        <Suspense fallback={null}>
          <JobTabs
            tab={tab}
            onTabChange={setTab}
            applying={applying}
            onApply={() => {
              setApplying(true);
              setTab('application');
            }}
            onApplyIntent={() => void loadForm()}
            information={<JobInformation job={job} />}
            application={
              <Suspense fallback={<p className={styles.loading}>{copy.loadingForm}</p>}>
                <JobApplicationForm job={job} />
              </Suspense>
            }
          />
        </Suspense>
      </div>
    </>
  );
}
