import {
  animate,
  AnimatePresence,
  domAnimation,
  LazyMotion,
  m,
  MotionConfig,
  motionValue,
  type AnimationPlaybackControlsWithThen,
  type MotionValue,
} from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion } from '../hooks/use-reduced-motion';
import { tokens } from '../styles/generated/tokens';

// Loaded by MotionRoot after hydration: everything from framer-motion lives behind this module.

export { m, motionValue };

const seconds = (ms: number) => ms / 1000;
const base = { duration: seconds(tokens.duration.base), ease: 'easeOut' } as const;
const loadLayoutFeatures = () => import('./dom-max').then((module) => module.default);

/**
 * The settings every moving part shares: the user's reduced-motion preference is honoured (also when
 * it changes after this module has loaded), and only `m` components may render inside (strict), so
 * a full `motion` component cannot bring its features back into a page's first JavaScript.
 */
export function MotionScope({ layout = false, children }: { layout?: boolean; children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user" transition={base}>
      <LazyMotion features={layout ? loadLayoutFeatures : domAnimation} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

/** A paragraph (or none) that fades in, and fades out before it is removed; a new text is a new paragraph. */
export function FadingParagraph({ paragraph }: { paragraph: { role: string; className?: string; children: string } | null }) {
  return (
    <MotionScope>
      <AnimatePresence initial={false}>
        {paragraph && (
          <m.p key={paragraph.children} {...paragraph} initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} />
        )}
      </AnimatePresence>
    </MotionScope>
  );
}

/** A progress bar whose scale follows a motion value without re-rendering, its position in data-progress. */
export function ProgressBar({ value, className }: { value: MotionValue<number>; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => value.on('change', (next) => ref.current?.setAttribute('data-progress', next.toFixed(3))), [value]);
  return (
    <MotionScope>
      <m.div ref={ref} className={className} style={{ scaleX: value }} data-progress={value.get().toFixed(3)} />
    </MotionScope>
  );
}

/**
 * Runs an animation, then `settle`; under reduced motion only `settle`, at once. Returns what stops
 * it; a stopped animation does not settle (what stopped it takes over).
 */
function run(start: () => AnimationPlaybackControlsWithThen, settle: () => void): () => void {
  if (prefersReducedMotion()) {
    settle();
    return () => undefined;
  }
  let stopped = false;
  const controls = start();
  void controls.then(() => {
    if (!stopped) settle();
  });
  return () => {
    stopped = true;
    controls.stop();
  };
}

/**
 * A ref for an accordion item whose panel Radix keeps mounted: when the item's data-state flips, the
 * panel's height runs from 0 to its content (open) or back (closed). data-moving keeps a closing
 * panel shown (and clipped) until it has folded; CSS hides a closed panel otherwise. The ref is on
 * the item because Radix attaches a panel's ref only when the panel mounts.
 */
export function accordionItem(item: HTMLElement | null) {
  if (!item) return;
  let state = item.dataset.state;
  let stop = () => undefined as void;
  const observer = new MutationObserver(() => {
    const panel = item.querySelector<HTMLElement>(':scope > [role="region"]');
    if (item.dataset.state === state || !panel) return;
    state = item.dataset.state;
    // Shown (and clipped) before it is measured: CSS hides a closed panel that is not moving. One
    // that was hidden and is opening starts at 0; any other starts where it is.
    const wasMoving = panel.dataset.moving !== undefined;
    panel.dataset.moving = '';
    const from = !wasMoving && state === 'open' ? 0 : panel.getBoundingClientRect().height;
    stop();
    const to = state === 'open' ? panel.scrollHeight : 0;
    const settle = () => {
      panel.style.height = '';
      delete panel.dataset.moving;
    };
    stop = run(() => animate(panel, { height: [`${from}px`, `${to}px`] }, base), settle);
  });
  observer.observe(item, { attributes: true, attributeFilter: ['data-state'] });
  return () => {
    observer.disconnect();
    stop();
  };
}

/**
 * Cross-fades a tab list's panels: the active one fades in over the one marked data-leaving, which
 * fades out; `done` removes the leaving one.
 */
export function crossFade(root: HTMLElement, done: () => void): () => void {
  const panels = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
  const entering = panels.find((panel) => panel.dataset.state === 'active');
  const leaving = panels.find((panel) => panel.dataset.leaving !== undefined);
  if (!entering || !leaving) return () => undefined;
  // Hidden from the first frame: the animation itself may only start on the next one.
  entering.style.opacity = '0';
  const stops = [
    run(
      () => animate(entering, { opacity: [0, 1] }, base),
      () => (entering.style.opacity = ''),
    ),
    run(() => animate(leaving, { opacity: [1, 0] }, base), done),
  ];
  return () => {
    stops.forEach((stop) => stop());
    entering.style.opacity = '';
  };
}

/**
 * Counts a motion value from 0 to `steps` in a straight line after `delayMs`, reporting each whole
 * step (the spec's stat counters: 60 steps over a second, half a second after they come into view).
 */
export function countUp(steps: number, durationMs: number, delayMs: number, onStep: (step: number) => void): () => void {
  const progress = motionValue(0);
  const unsubscribe = progress.on('change', (value) => onStep(Math.floor(value)));
  const stop = run(
    () => animate(progress, steps, { duration: seconds(durationMs), delay: seconds(delayMs), ease: 'linear' }),
    () => onStep(steps),
  );
  return () => {
    stop();
    unsubscribe();
  };
}

/** Turns an element once, from half a turn back to upright. */
export function turnOnce(element: Element): () => void {
  return run(
    () => animate(element, { rotate: [-180, 0] }, { duration: seconds(tokens.duration.slow * 3), ease: 'easeOut' }),
    () => undefined,
  );
}
