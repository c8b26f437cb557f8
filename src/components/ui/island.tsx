import { lazy, Suspense, useId, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';

/** Islands on the page whose code has not hydrated them yet: html[data-islands-pending] says how many. */
const pending = new Set<string>();
const arrived = new Set<string>();
function report() {
  document.documentElement.dataset.islandsPending = String(pending.size);
}

/** Rendered inside the island's boundary: its effect runs once the island's own code has hydrated it. */
function Arrived({ id, onArrive }: { id: string; onArrive: () => void }) {
  useLayoutEffect(() => {
    arrived.add(id);
    pending.delete(id);
    report();
    onArrive();
    return () => void arrived.delete(id);
  }, [id, onArrive]);
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
    const id = useId();
    const [ready, setReady] = useState(false);
    const onArrive = useMemo(() => () => setReady(true), []);
    // Runs with the page's hydration: after Arrived's if the part's code was there already.
    useLayoutEffect(() => {
      if (!arrived.has(id)) pending.add(id);
      report();
      return () => {
        pending.delete(id);
        report();
      };
    }, [id]);
    // The same element until the part has arrived, so that React leaves the dehydrated part alone.
    const shown = ready ? props : null;
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <Part {...props} />
          <Arrived id={id} onArrive={onArrive} />
        </Suspense>
      ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the first props are kept on purpose until then
      [shown, id, onArrive],
    );
  }
  return Island;
}
