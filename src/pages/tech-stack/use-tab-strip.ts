import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';
import { behaviour } from '../../styles/behaviour';

export type TabStripState = {
  ref: React.RefObject<HTMLDivElement | null>;
  atStart: boolean;
  atEnd: boolean;
  scroll: (direction: -1 | 1) => void;
};

/**
 * The horizontally scrolling tab strip: where it is (at the start, at the end) and a scroll by the
 * spec's 180 px step. The first render assumes the start, so the prerender and hydration agree.
 */
export function useTabStrip(): TabStripState {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ atStart: true, atEnd: false });

  const sync = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const scrollable = list.scrollWidth - list.clientWidth;
    setPosition({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= scrollable - 1 });
  }, []);

  useEffect(() => {
    const list = ref.current;
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

  const scroll = useCallback((direction: -1 | 1) => {
    ref.current?.scrollBy({
      left: direction * behaviour.tabStripStepPx,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, []);

  return { ref, ...position, scroll };
}
