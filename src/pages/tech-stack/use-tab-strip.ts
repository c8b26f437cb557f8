import { useCallback } from 'react';
import { useScrollPosition } from '../../hooks/use-scroll-position';
import { behaviour } from '../../styles/behaviour';

export type TabStripState = {
  ref: React.RefCallback<HTMLDivElement>;
  atStart: boolean;
  atEnd: boolean;
  scroll: (direction: -1 | 1) => void;
};

/** The horizontally scrolling tab strip: where it is, and a scroll by the spec's 180 px step. */
export function useTabStrip(): TabStripState {
  const { ref, atStart, atEnd, scrollBy } = useScrollPosition<HTMLDivElement>();
  const scroll = useCallback((direction: -1 | 1) => scrollBy(direction * behaviour.tabStripStepPx), [scrollBy]);
  return { ref, atStart, atEnd, scroll };
}
