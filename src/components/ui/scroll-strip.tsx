import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';
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
  const listRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState({ progress: 0, atStart: true, atEnd: false });

  const sync = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const scrollable = list.scrollWidth - list.clientWidth;
    const progress = scrollable > 0 ? Math.min(1, Math.max(0, list.scrollLeft / scrollable)) : 0;
    setState({ progress, atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= scrollable - 1 });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    sync();
    const observer = new ResizeObserver(sync);
    observer.observe(list);
    list.addEventListener('scroll', sync, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', sync);
    };
  }, [sync]);

  const scroll = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * stepFraction, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <section aria-label={label} className={cx(styles.strip, className)}>
      <ul ref={listRef} className={cx(styles.list, listClassName)}>
        {children}
      </ul>
      <div className={controls.controls}>
        <ProgressTrack progress={state.progress} />
        <div className={controls.buttons}>
          <ArrowButton label={previousLabel} disabled={state.atStart} onClick={() => scroll(-1)}>
            <ChevronLeft aria-hidden="true" />
          </ArrowButton>
          <ArrowButton label={nextLabel} disabled={state.atEnd} onClick={() => scroll(1)}>
            <ChevronRight aria-hidden="true" />
          </ArrowButton>
        </div>
      </div>
    </section>
  );
}
