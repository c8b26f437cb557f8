import { useEffect } from 'react';

/**
 * Keeps a custom property on the root element equal to the height of an element (as it changes,
 * for as long as the caller is mounted), for stylesheets that must make room for it: global.css
 * scrolls focused elements and in-page targets clear of the sticky header with --header-height.
 * `find` is called after render, when the element is in the document.
 */
export function useHeightProperty(find: () => Element | null | undefined, property: `--${string}`) {
  useEffect(() => {
    const element = find();
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
    // The element is looked up once: the frame renders it for the life of the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [property]);
}
