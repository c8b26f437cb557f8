import { createContext, use, useCallback, useRef, type ReactNode, type RefObject } from 'react';

/** The location an app last handled: none until it has hydrated. */
const LastLocation = createContext<RefObject<string | undefined> | null>(null);

/**
 * What one app instance remembers from page to page, held by the app (app.tsx renders it around its
 * routes) rather than by a module: two apps, in the browser or in two tests (vitest runs its files
 * with isolate: false), never share it.
 */
export function NavigationScope({ children }: { children: ReactNode }) {
  const lastLocationRef = useRef<string | undefined>(undefined);
  return <LastLocation value={lastLocationRef}>{children}</LastLocation>;
}

/**
 * What a location is to the app that shows it: the first one (`hydrated`: the prerendered page has
 * become interactive, and html[data-hydrated] now tells the boot script, tests and tools so), the
 * one it handled last (`unchanged`), or a new one, reached by a client-side navigation (`navigated`).
 */
export type LocationChange = 'hydrated' | 'unchanged' | 'navigated';

/** The function a location effect calls with each location it sees; it records that location as handled. */
export function useLocationChange(): (location: string) => LocationChange {
  const lastLocationRef = use(LastLocation);
  if (!lastLocationRef) throw new Error('useLocationChange is called outside the NavigationScope of an app.');
  return useCallback(
    (location: string) => {
      const previous = lastLocationRef.current;
      lastLocationRef.current = location;
      if (previous === undefined) {
        document.documentElement.dataset.hydrated = 'true';
        return 'hydrated';
      }
      return previous === location ? 'unchanged' : 'navigated';
    },
    [lastLocationRef],
  );
}
