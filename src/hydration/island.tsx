import { lazy, Suspense, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';

/**
 * Islands on the page whose code has not hydrated them yet: html[data-islands-pending] says how many
 * (the boot script and the e2e fixtures wait for none). The attribute is the count itself, kept by
 * the page rather than by this module: a module-level counter would outlive the app that counted
 * (vitest runs its files with isolate: false), while each page, or each test's document, starts clean.
 */
function count(change: number) {
  const html = document.documentElement;
  html.dataset.islandsPending = String(Number(html.dataset.islandsPending ?? 0) + change);
}

/**
 * Rendered inside the island's boundary: its effect runs once the island's own code has hydrated it
 * (in the same commit as the island's own effect, before it, when the code was there already).
 */
function Arrived({ onArrive }: { onArrive: () => void }) {
  useLayoutEffect(() => {
    count(-1);
    onArrive();
    return () => count(+1);
  }, [onArrive]);
  return null;
}

/**
 * A part of a page whose code comes in a chunk of its own, requested as soon as the module that
 * defines the island runs (with the page's chunk): the page's first JavaScript stays small
 * (docs/decisions/018-first-paint-from-html.md). The prerender renders it whole; in the browser React
 * keeps that HTML and hydrates it once the chunk has arrived. Until then its controls are disabled
 * (each part renders them so while useHydrated is false), so a press is never silently lost.
 *
 * Until it has arrived the island hands its part the props of its first render: React would replace
 * a server-rendered part that is updated before it has hydrated (a list arriving, say) with a fresh
 * render, losing what the visitor typed into it. The latest props follow as soon as it has arrived.
 */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const loading = load();
  const Part = lazy(async () => ({ default: await loading }));
  function Island(props: Props) {
    const [firstProps] = useState(props);
    const [ready, setReady] = useState(false);
    const onArrive = useMemo(() => () => setReady(true), []);
    useLayoutEffect(() => {
      count(+1);
      return () => count(-1);
    }, []);
    // The same element until the part has arrived, so that React leaves the dehydrated part alone.
    const shown = ready ? props : firstProps;
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <Part {...shown} />
          <Arrived onArrive={onArrive} />
        </Suspense>
      ),
      [shown, onArrive],
    );
  }
  return Island;
}
