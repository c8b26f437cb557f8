import { Award, Briefcase, Building2, Code2, Globe, Mic, Rocket, Smartphone, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../components/ui/cx';
import type { Milestone } from './content';
import styles from './milestone-timeline.module.css';

/** The step icon of each year after the first (the first shows its indicatorText instead). */
const icons: Readonly<Record<string, LucideIcon>> = {
  'year-2015': Mic,
  'year-2016': Rocket,
  'year-2017': Code2,
  'year-2018': Building2,
  'year-2019': Award,
  'year-2020': Globe,
  'year-2021': Smartphone,
  'year-2022': Briefcase,
  'year-2023': Users,
};

/** 'Our milestone': a vertical timeline, one coloured step per year. */
export function MilestoneTimeline({ heading, items }: { heading: string; items: readonly Milestone[] }) {
  const id = useId();
  return (
    <section className={`section ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        <ol className={styles.timeline}>
          {items.map((item) => {
            const Icon = icons[item.id];
            return (
              <li key={item.id} className={cx(styles.step, styles[item.dominantColor])}>
                <span className={styles.indicator} aria-hidden="true">
                  {item.indicatorText ?? (Icon && <Icon className={styles.icon} />)}
                </span>
                <div className={styles.card}>
                  <h3 className={styles.year}>{item.year}</h3>
                  <ul className={styles.achievements}>
                    {item.achievements.map((achievement) => (
                      <li key={achievement}>{achievement}</li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
