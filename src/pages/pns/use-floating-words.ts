import { useEffect, useRef, type RefObject } from 'react';
import { launch, step, type Body } from './floating-motion';

/**
 * Moves the children of `stageRef` (the floating words) with a requestAnimationFrame loop while
 * `running`: each sets off from its CSS resting place at random speeds (Math.random, drawn here in
 * the effect, never during render) and bounces off the stage's edges. Only style.transform changes
 * (the offset from the resting place), so nothing is laid out anew (no layout shift) and React does
 * not re-render every frame. When stopped, the words stay where they are.
 */
export function useFloatingWords(stageRef: RefObject<HTMLElement | null>, running: boolean) {
  const bodies = useRef<Body[] | null>(null);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !running) return;
    const words = [...stage.children] as HTMLElement[];
    const box = () => ({ width: stage.clientWidth, height: stage.clientHeight });
    // Where the stylesheet places each word (transforms leave these alone).
    const place = (word: HTMLElement) => ({ x: word.offsetLeft, y: word.offsetTop, width: word.offsetWidth, height: word.offsetHeight });
    bodies.current ??= words.map((word) => launch(Math.random, place(word)));
    let frame = 0;
    const tick = () => {
      const current = box();
      bodies.current = (bodies.current ?? []).map((body, index) => {
        const next = step(body, current);
        const word = words[index];
        if (word) {
          const rest = place(word);
          word.style.transform = `translate(${next.x - rest.x}px, ${next.y - rest.y}px)`;
        }
        return next;
      });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [stageRef, running]);
}
