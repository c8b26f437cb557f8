import { startTransition, useLayoutEffect, useState } from 'react';

/** Whether the page around this component has finished hydrating: every island has arrived too. */
function pageHydrated(): boolean {
  const { hydrated, islandsPending } = document.documentElement.dataset;
  return hydrated === 'true' && Number(islandsPending ?? 0) === 0;
}

/**
 * False in the prerendered HTML and while React hydrates it, true as soon as the component is
 * interactive. What only the browser knows (the URL's query, the page's origin) is read when it is
 * true, so hydration renders what the prerender did. A control whose code arrives in a later chunk
 * renders disabled until then, so a click is never silently lost: the browser (and a test runner)
 * waits for it to be enabled.
 *
 * The flip after hydration is a transition: React renders it in slices, between the visitor's
 * input, rather than in one long task (useSyncExternalStore forced it synchronous, issue 41). A
 * component mounted on a page already hydrated (a client-side navigation) flips before paint, so
 * its controls never show disabled.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- before paint on purpose: a client render's controls never show disabled
    if (pageHydrated()) setHydrated(true);
    else startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
