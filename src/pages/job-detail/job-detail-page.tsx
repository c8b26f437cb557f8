import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Clock, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { jobPageQuery } from './query';
import { usePageFacts } from '../../hooks/page-facts';
import { JobFacts, SkillChips } from '../../components/blocks/job-facts';
import { RecordNotFound } from '../../components/blocks/record-not-found';
import { BackLink } from '../../components/ui/back-link';
import { island } from '../../hydration/island';
import { Spinner } from '../../components/ui/spinner';
import type { JobPage } from '../../contracts/jobs';
import { jobDetailContent } from './content';
import { JobInformation } from './job-information';
import type { JobTab } from './job-tabs';
import styles from './job-detail-page.module.css';

const copy = jobDetailContent;

// The tabs are requested as soon as this module runs; the form only when it is wanted (Apply, or a
// pointer or focus on it). Both in their own chunks (docs/decisions/102-careers-js-budget.md).
const JobTabs = island(() => import('./job-tabs').then((module) => module.JobTabs));
// The share links and their networks' logos (simple-icons) too.
const ShareLinks = island(() => import('./share-links/share-links').then((module) => module.ShareLinks));
const loadForm = () => import('../../forms/job-application/job-application-form');
const JobApplicationForm = lazy(() => loadForm().then((module) => ({ default: module.JobApplicationForm })));
// Only a vacancy past its deadline shows it: loaded then, not with every job page.
const ClosedNotice = lazy(() => import('./closed-notice/closed-notice').then((module) => ({ default: module.ClosedNotice })));
// Only a vacancy the team ended is shown by it.
const EndedJobView = lazy(() => import('./ended-job/ended-job-view').then((module) => ({ default: module.EndedJobView })));

/**
 * /careers/:id: the vacancy of that id from the store (rendered by the server with its data; fetched
 * with get-job-by-id after a navigation inside the app); an unknown id is not found; a vacancy past
 * its deadline says that applications are closed; one the team ended (closed, filled, withdrawn) says
 * so under its title, and where to go next.
 */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const job = useQuery(jobPageQuery(id));
  if (job.isPending) {
    return (
      <div className={`container ${styles.pending}`}>
        <Spinner label={copy.loadingJob} />
      </div>
    );
  }
  // An id the store does not hold (null), or an answer that could not be read.
  if (job.isError || job.data === null) return <RecordNotFound />;
  if ('ended' in job.data) {
    return (
      <Suspense fallback={null}>
        <EndedJobView key={job.data.id} job={job.data} />
      </Suspense>
    );
  }
  return <JobDetail key={job.data.id} job={job.data} />;
}

/**
 * The 'Job Application' tab appears at the first press of 'Apply', which switches to it and goes
 * away (spec section 2). Both panes stay mounted once they exist (typed answers survive a tab
 * switch); the inactive one is hidden. `key` on the page resets it for another job.
 */
function JobDetail({ job }: { job: JobPage }) {
  usePageFacts({ name: job.title, description: job.summary });

  return (
    <>
      <header className={styles.header}>
        <div className="container">
          <BackLink to={copy.backLink.to} label={copy.backLink.label} />
          <h1 className={styles.title}>{job.title}</h1>
          <JobFacts
            look="header"
            facts={[
              { id: 'location', Icon: MapPin, label: copy.meta.location, value: job.location },
              { id: 'role-type', Icon: Clock, label: copy.meta.type, value: copy.roleType(job.roleType) },
              {
                id: 'deadline',
                Icon: CalendarClock,
                label: copy.meta.deadline,
                value: job.applicationsOpen ? copy.deadline(job.deadline) : copy.closedDeadline(job.deadline),
                // The seed's deadlines are relative to the day the store is made.
                volatile: true,
              },
            ]}
          />
          <SkillChips skills={job.techSkills} look="header" aria-label={copy.meta.skills} />
          <ShareLinks title={job.title} />
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        {job.applicationsOpen ? (
          <Application job={job} />
        ) : (
          <div className={styles.tabs}>
            <Suspense fallback={null}>
              <ClosedNotice deadline={job.deadline} />
            </Suspense>
            <JobInformation job={job} />
          </div>
        )}
      </div>
    </>
  );
}

/** The two tabs, with Apply and the application form. */
function Application({ job }: { job: JobPage }) {
  const [tab, setTab] = useState<JobTab>('information');
  const [applying, setApplying] = useState(false);
  return (
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
  );
}
