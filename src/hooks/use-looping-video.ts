import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * A muted, looping video that starts by itself only when the user does not ask for reduced motion,
 * with the browser's controls from hydration on when asked (`controls`).
 * That is decided in an effect, so the prerendered markup never autoplays; when the preference
 * changes to reduce, the video pauses. `playing` follows the element's own play and pause events,
 * so the pause/play button always offers what the video is not doing.
 */
export function useLoopingVideo({ controls = false }: { controls?: boolean } = {}) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);

  // The browser's own controls are a tree of their own inside the element, styled again each time
  // the player's state changes: in the HTML they made the page's first style and layout 20 to 60 ms
  // longer on this host and added style passes before hydration (docs/decisions/214). They are
  // turned on once the page has hydrated, and drawn in a frame of their own.
  useEffect(() => {
    if (controls && ref.current) ref.current.controls = true;
  }, [controls]);

  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion === null) return;
    video.muted = true;
    video.autoplay = !reducedMotion;
    if (reducedMotion) {
      video.pause();
      return;
    }
    // The player starts in a task of its own once the page is idle, not in hydration's: setting up
    // the media pipeline and its controls on a phone's CPU made hydration's task long (decision 203).
    const start = () => void video.play().catch(() => setPlaying(false));
    const idle = window.requestIdleCallback?.(start, { timeout: 1000 });
    const timer = idle === undefined ? window.setTimeout(start, 0) : undefined;
    return () => (idle === undefined ? window.clearTimeout(timer) : window.cancelIdleCallback(idle));
  }, [reducedMotion]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  const events = { onPlay: () => setPlaying(true), onPause: () => setPlaying(false) };
  return { ref, playing, toggle, events };
}
