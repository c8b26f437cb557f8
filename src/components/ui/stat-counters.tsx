import { useEffect, useState } from 'react';
import { useInViewOnce } from '../../hooks/use-in-view';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useMotionFailed, useMotionKit } from '../../motion/motion-root';
import { behaviour } from '../../styles/behaviour';
import lists from '../../styles/lists.module.css';
import { cx } from './cx';
import styles from './stat-counters.module.css';

export type Stat = { id: string; label: string; statsValue: number; suffix: string };

const { durationMs, steps, delayMs, threshold } = behaviour.stats;

/** Where the count is: not yet seen, seen and waiting its delay, counting, or done. */
function countState(seen: boolean, step: number): 'idle' | 'waiting' | 'counting' | 'done' {
  if (step >= steps) return 'done';
  if (!seen) return 'idle';
  return step === 0 ? 'waiting' : 'counting';
}

/**
 * Stat cards whose numbers count up from 0 once the group is first 10% visible: after 500 ms, in
 * 60 steps over 1000 ms (spec section 9), a motion value of the animation kit. Under reduced motion,
 * or when the kit cannot be loaded, the targets show at once.
 * Screen readers get each card's final value and label as one text; the moving number is hidden.
 */
export function StatCounters({ label, stats }: { label: string; stats: readonly Stat[] }) {
  const [ref, inView] = useInViewOnce<HTMLUListElement>(threshold);
  const [step, setStep] = useState(0);
  const motion = useReducedMotion();
  const kit = useMotionKit();
  const failed = useMotionFailed();
  const reducedMotion = motion === true || failed;
  const shownStep = reducedMotion ? steps : step;

  useEffect(() => {
    if (motion !== false || !inView || !kit) return;
    return kit.countUp(steps, durationMs, delayMs, setStep);
  }, [inView, motion, kit]);

  return (
    <ul
      ref={ref}
      className={cx(lists.columns, styles.stats)}
      aria-label={label}
      data-count-state={countState(inView || reducedMotion, shownStep)}
    >
      {stats.map((stat) => (
        <li key={stat.id} className={styles.card} data-stat={stat.id}>
          <span className={styles.value} aria-hidden="true" data-value>
            {Math.round((stat.statsValue * shownStep) / steps)}
            {stat.suffix}
          </span>
          <span className="visually-hidden">
            {stat.statsValue}
            {stat.suffix}{' '}
          </span>
          <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
