import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import lists from '../../styles/lists.module.css';
import { cx } from '../ui/cx';
import { VisuallyHidden } from '../ui/visually-hidden';
import styles from './job-facts.module.css';

/** Where a job's facts and skills are shown: on its card, or in its page's header. */
type Look = 'card' | 'header';

/** `volatile`: a value that differs from day to day (screenshots mask it). */
type JobFact = { id: string; Icon: LucideIcon; label: string; value: string; volatile?: boolean };

/** A job's facts (where, what kind, until when): each an icon, named for assistive technology, and its value. */
export function JobFacts({ facts, look }: { facts: readonly JobFact[]; look: Look }) {
  return (
    <dl className={cx(styles.facts, look === 'card' ? styles.cardFacts : styles.headerFacts)}>
      {facts.map(({ id, Icon, label, value, volatile }) => (
        <div key={id} className={styles.fact}>
          <dt>
            <Icon aria-hidden="true" className={styles.icon} />
            <VisuallyHidden>{label}</VisuallyHidden>
          </dt>
          <dd data-volatile={volatile ? id : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type SkillChipsProps = Omit<ComponentProps<'ul'>, 'className' | 'children'> & { skills: readonly string[]; look: Look };

/** A job's skills, one chip each; the list's name comes from the caller (a label before it, or aria-label). */
export function SkillChips({ skills, look, ...list }: SkillChipsProps) {
  const skillClass = cx(styles.skill, look === 'card' ? styles.cardSkill : styles.headerSkill);
  return (
    <ul {...list} className={lists.chips}>
      {skills.map((skill) => (
        <li key={skill} className={skillClass}>
          {skill}
        </li>
      ))}
    </ul>
  );
}
