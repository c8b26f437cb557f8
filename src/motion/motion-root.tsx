import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type * as MotionKitModule from './motion-kit';

type MotionKit = typeof MotionKitModule;

/** The kit once loaded, false when it could not be, null before (and never loaded under reduced motion). */
const MotionContext = createContext<MotionKit | false | null>(null);

/** The animation kit, or null (prerender, hydration, reduced motion, not arrived yet): render the final, static state. */
export function useMotionKit(): MotionKit | null {
  return useContext(MotionContext) || null;
}

/** True when the kit could not be loaded: what waits for it to move should show its end state instead. */
export function useMotionFailed(): boolean {
  return useContext(MotionContext) === false;
}

/**
 * Loads framer-motion after hydration, and only when the user has not asked for reduced motion, so
 * it is never part of a page's first JavaScript. The tree under it keeps its shape when the kit
 * arrives (a new wrapper here would remount the hydrated page): each widget wraps its own moving part.
 * The preference is read once, without the reduced-motion hook, to keep this module in every page's
 * first JavaScript as small as it can be.
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  const [kit, setKit] = useState<MotionKit | false | null>(null);

  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // A transition: an island that has not hydrated yet waits for its own code instead of being
    // rendered afresh when the kit's context reaches it (src/hydration/island.tsx).
    import('./motion-kit').then(
      (loaded) => startTransition(() => setKit(loaded)),
      () => startTransition(() => setKit(false)),
    );
  }, []);

  // html[data-motion="ready"] once the page has rendered with the kit, not when the kit is set: the
  // transition renders later, and until then the page's moving parts are still the static ones.
  useEffect(() => {
    if (kit) document.documentElement.dataset.motion = 'ready';
  }, [kit]);

  return <MotionContext.Provider value={kit}>{children}</MotionContext.Provider>;
}
