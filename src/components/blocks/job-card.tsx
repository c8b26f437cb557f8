import { ArrowUpRight, BriefcaseBusiness, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '../ui/visually-hidden';
import { cx } from '../ui/cx';
import { jobCardContent, type JobVacancy } from '../../content/jobs';
import { jobPath } from '../../routes/paths';
import cardShapes from '../../styles/cards.module.css';
import { JobFacts, SkillChips } from './job-facts';
import styles from './job-card.module.css';

/**
 * One job: the title is the link to its page and the whole card is its click target. Used by the
 * careers list and by 'Similar Roles' on the job page.
 */
export function JobCard({ job, headingLevel = 3 }: { job: JobVacancy; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(cardShapes.highlight, styles.card)}>
      <Heading className={styles.title}>
        <Link to={jobPath(job.id)} className={cx(cardShapes.coverLink, styles.link)}>
          {job.title}
        </Link>
      </Heading>
      {job.techSkills.length > 0 && (
        <>
          <VisuallyHidden>{jobCardContent.techSkillsLabel}</VisuallyHidden>
          <SkillChips skills={job.techSkills} look="card" />
        </>
      )}
      <JobFacts
        look="card"
        facts={[
          { id: 'location', Icon: MapPin, label: jobCardContent.locationLabel, value: job.location },
          { id: 'role-type', Icon: BriefcaseBusiness, label: jobCardContent.roleTypeLabel, value: job.roleType },
        ]}
      />
      <ArrowUpRight aria-hidden="true" className={styles.arrow} />
    </article>
  );
}
