import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true as soon as the component is
 * interactive. What only the browser knows (the URL's query, the page's origin) is read when it is
 * true, so hydration renders what the prerender did. A control whose code arrives in a later chunk
 * renders disabled until then, so a click is never silently lost: the browser (and a test runner)
 * waits for it to be enabled.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
