import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useScrollPosition } from '../../hooks/use-scroll-position';
import { cx } from './cx';
import { ArrowButton, ProgressTrack } from './scroll-controls';
import controls from './scroll-controls.module.css';
import styles from './scroll-strip.module.css';

type Props = {
  /** The accessible name of the region. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** How far an arrow scrolls: a fraction of the visible width (0.33 = a third). */
  stepFraction: number;
  children: ReactNode;
  className?: string;
  listClassName?: string;
};

/**
 * A natively scrolling horizontal list (swipe, trackpad, keyboard through its links) with a
 * progress bar and arrows. Used where items change width (the executive cards widen on hover and
 * focus), which a snapping carousel cannot follow smoothly.
 */
export function ScrollStrip({ label, previousLabel, nextLabel, stepFraction, children, className, listClassName }: Props) {
  const { ref, progress, atStart, atEnd, scrollBy } = useScrollPosition<HTMLUListElement>();
  const scroll = (direction: -1 | 1) => scrollBy((list) => direction * list.clientWidth * stepFraction);

  return (
    <section aria-label={label} className={cx(styles.strip, className)}>
      <ul ref={ref} className={cx(styles.list, listClassName)}>
        {children}
      </ul>
      <div className={controls.controls}>
        <ProgressTrack progress={progress} />
        <div className={controls.buttons}>
          <ArrowButton label={previousLabel} disabled={atStart} onClick={() => scroll(-1)}>
            <ChevronLeft aria-hidden="true" />
          </ArrowButton>
          <ArrowButton label={nextLabel} disabled={atEnd} onClick={() => scroll(1)}>
            <ChevronRight aria-hidden="true" />
          </ArrowButton>
        </div>
      </div>
    </section>
  );
}
