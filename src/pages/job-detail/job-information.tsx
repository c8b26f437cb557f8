import type { ReactNode } from 'react';
import type { JobPage } from '../../contracts/jobs';
import { jobDetailContent } from './content';
import { JobCard } from '../../components/blocks/job-card';
import { cx } from '../../components/ui/cx';
import lists from '../../styles/lists.module.css';
import styles from './job-information.module.css';

const { sections } = jobDetailContent;

/** The 'Job Information' pane (spec section 2): the vacancy's text, then 'Similar Roles'. */
export function JobInformation({ job }: { job: JobPage }) {
  return (
    <div className={styles.info}>
      <Block id="role-description" heading={sections.roleDescription}>
        <p>{job.roleDescription}</p>
      </Block>
      <Block id="position-summary" heading={sections.positionSummary}>
        <p>{job.summary}</p>
      </Block>
      <Block id="job-description" heading={sections.jobDescription}>
        <h3 className={styles.subheading}>{job.descriptionTitle}</h3>
        <p>{job.description}</p>
        <Points items={job.decriptionPoints} />
      </Block>
      <Block id="job-requirements" heading={sections.jobRequirements}>
        <div className={styles.requirements}>
          <div>
            <h3 className={styles.subheading}>{sections.technicalSkills}</h3>
            <Points items={job.technicalRequirements} />
          </div>
          <div>
            <h3 className={styles.subheading}>{sections.softSkills}</h3>
            <Points items={job.softSkillsRequirement} />
          </div>
        </div>
      </Block>
      <Block id="similar-roles" heading={sections.similarRoles}>
        <ul className={styles.similar}>
          {job.similarRoles.map((role) => (
            <li key={role.id}>
              <JobCard job={role} />
            </li>
          ))}
        </ul>
      </Block>
    </div>
  );
}

/** One section of the pane, named by its h2. */
function Block({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A list of the vacancy's points, bulleted. */
function Points({ items }: { items: readonly string[] }) {
  return (
    <ul className={cx(lists.bullets, styles.points)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
