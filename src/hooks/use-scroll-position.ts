import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from './use-reduced-motion';

type ScrollPosition = { progress: number; atStart: boolean; atEnd: boolean };

const start: ScrollPosition = { progress: 0, atStart: true, atEnd: false };

/**
 * Where a horizontally scrolling element is (progress 0–1, at the start, at the end), kept in step
 * with scrolling and resizing, and a scroll by a distance (smooth unless the user prefers reduced
 * motion). The first render assumes the start, so the prerender and hydration agree. `ref` is a
 * callback ref: the element may be rendered by an island that hydrates after the caller.
 */
export function useScrollPosition<T extends HTMLElement>() {
  const [element, ref] = useState<T | null>(null);
  const [position, setPosition] = useState(start);

  const sync = useCallback(() => {
    if (!element) return;
    const scrollable = element.scrollWidth - element.clientWidth;
    const next = {
      progress: scrollable > 0 ? Math.min(1, Math.max(0, element.scrollLeft / scrollable)) : 0,
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft >= scrollable - 1,
    };
    setPosition((previous) =>
      previous.progress === next.progress && previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next,
    );
  }, [element]);

  useEffect(() => {
    if (!element) return;
    // A ResizeObserver reports the element's size once when it starts observing: the first sync.
    const observer = new ResizeObserver(sync);
    observer.observe(element);
    element.addEventListener('scroll', sync, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', sync);
    };
  }, [element, sync]);

  /** Scrolls by `pixels` (negative: towards the start); a function gets the element to measure. */
  const scrollBy = useCallback(
    (pixels: number | ((element: T) => number)) => {
      if (!element) return;
      const left = typeof pixels === 'function' ? pixels(element) : pixels;
      element.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [element],
  );

  return { ref, ...position, scrollBy };
}
