import { useEffect, type RefObject } from 'react';

/**
 * Keeps a custom property on the root element equal to the height of an element (as it changes,
 * for as long as the caller is mounted), for stylesheets that must make room for it: global.css
 * scrolls focused elements and in-page targets clear of the sticky header with --header-height.
 */
export function useHeightProperty(ref: RefObject<Element | null>, property: `--${string}`) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height;
      root.style.setProperty(property, `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
