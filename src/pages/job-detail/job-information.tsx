import type { JobPage } from '../../contracts/jobs';
import { jobDetailContent } from './content';
import { JobCard } from '../../components/blocks/job-card';
import styles from './job-information.module.css';

const { sections } = jobDetailContent;

/** The 'Job Information' pane (spec section 2): the vacancy's text, then 'Similar Roles'. */
export function JobInformation({ job }: { job: JobPage }) {
  return (
    <div className={styles.info}>
      <section className={styles.block} aria-labelledby="role-description">
        <h2 id="role-description" className={styles.heading}>
          {sections.roleDescription}
        </h2>
        <p>{job.roleDescription}</p>
      </section>
      <section className={styles.block} aria-labelledby="position-summary">
        <h2 id="position-summary" className={styles.heading}>
          {sections.positionSummary}
        </h2>
        <p>{job.summary}</p>
      </section>
      <section className={styles.block} aria-labelledby="job-description">
        <h2 id="job-description" className={styles.heading}>
          {sections.jobDescription}
        </h2>
        <h3 className={styles.subheading}>{job.descriptionTitle}</h3>
        <p>{job.description}</p>
        <ul className={styles.points}>
          {job.decriptionPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="job-requirements">
        <h2 id="job-requirements" className={styles.heading}>
          {sections.jobRequirements}
        </h2>
        <div className={styles.requirements}>
          <div>
            <h3 className={styles.subheading}>{sections.technicalSkills}</h3>
            <ul className={styles.points}>
              {job.technicalRequirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={styles.subheading}>{sections.softSkills}</h3>
            <ul className={styles.points}>
              {job.softSkillsRequirement.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className={styles.block} aria-labelledby="similar-roles">
        <h2 id="similar-roles" className={styles.heading}>
          {sections.similarRoles}
        </h2>
        <ul className={styles.similar}>
          {job.similarRoles.map((role) => (
            <li key={role.id}>
              <JobCard job={role} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
