import type { MotionValue } from 'framer-motion';
import type { ReactNode } from 'react';
import { useMotionKit } from '../../motion/motion-root';
import styles from './scroll-controls.module.css';

/**
 * The progress bar of a scroller: scroll offset over scrollable width (decorative: aria-hidden).
 * Given a motion value, and once the animation kit has loaded, the bar follows it without re-rendering.
 */
export function ProgressTrack({ progress, value }: { progress: number; value?: MotionValue<number> }) {
  const kit = useMotionKit();
  return (
    <div className={styles.track} aria-hidden="true">
      {kit && value ? (
        <kit.ProgressBar value={value} className={styles.bar} />
      ) : (
        <div className={styles.bar} style={{ transform: `scaleX(${progress})` }} data-progress={progress.toFixed(3)} />
      )}
    </div>
  );
}

/**
 * A scroll arrow. At either end it is aria-disabled rather than disabled, so that a keyboard user
 * who pressed it to the end keeps focus on it instead of losing it to the page.
 */
export function ArrowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={label}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {children}
    </button>
  );
}
