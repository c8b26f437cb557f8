import { useEffect, useRef, type RefObject } from 'react';
import { spawn, step, type Body } from './floating-motion';

/**
 * Moves the children of `stageRef` (the floating words) with a requestAnimationFrame loop while
 * `running`: each starts at a random place with random speeds (Math.random, drawn here in the effect,
 * never during render) and bounces off the stage's edges. Positions go straight to style.transform,
 * so React does not re-render every frame. When stopped, the words stay where they are.
 */
export function useFloatingWords(stageRef: RefObject<HTMLElement | null>, running: boolean) {
  const bodies = useRef<Body[] | null>(null);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !running) return;
    const words = [...stage.children] as HTMLElement[];
    const box = () => ({ width: stage.clientWidth, height: stage.clientHeight });
    if (!bodies.current) {
      bodies.current = words.map((word) => spawn(Math.random, box(), { width: word.offsetWidth, height: word.offsetHeight }));
    }
    // From here on the loop places the words: drop their CSS resting places (left/right/top/bottom).
    words.forEach((word) => (word.style.inset = '0 auto auto 0'));
    let frame = 0;
    const tick = () => {
      const current = box();
      bodies.current = (bodies.current ?? []).map((body, index) => {
        const next = step(body, current);
        const word = words[index];
        if (word) {
          word.style.transform = `translate(${next.x}px, ${next.y}px)`;
        }
        return next;
      });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [stageRef, running]);
}
