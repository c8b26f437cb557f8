import { ArrowUpRight, BriefcaseBusiness, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '../ui/visually-hidden';
import { jobCardContent, type JobVacancy } from '../../content/jobs';
import { jobPath } from '../../routes/routes';
import styles from './job-card.module.css';

/**
 * One job: the title is the link to its page and the whole card is its click target. Used by the
 * careers list and by 'Similar Roles' on the job page.
 */
export function JobCard({ job, headingLevel = 3 }: { job: JobVacancy; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>
        <Link to={jobPath(job.id)} className={styles.link}>
          {job.title}
        </Link>
      </Heading>
      {job.techSkills.length > 0 && (
        <>
          <VisuallyHidden>{jobCardContent.techSkillsLabel}</VisuallyHidden>
          <ul className={styles.skills}>
            {job.techSkills.map((skill) => (
              <li key={skill} className={styles.skill}>
                {skill}
              </li>
            ))}
          </ul>
        </>
      )}
      <dl className={styles.meta}>
        <div className={styles.metaItem}>
          <dt>
            <MapPin aria-hidden="true" className={styles.icon} />
            <VisuallyHidden>{jobCardContent.locationLabel}</VisuallyHidden>
          </dt>
          <dd>{job.location}</dd>
        </div>
        <div className={styles.metaItem}>
          <dt>
            <BriefcaseBusiness aria-hidden="true" className={styles.icon} />
            <VisuallyHidden>{jobCardContent.roleTypeLabel}</VisuallyHidden>
          </dt>
          <dd>{job.roleType}</dd>
        </div>
      </dl>
      <ArrowUpRight aria-hidden="true" className={styles.arrow} />
    </article>
  );
}
