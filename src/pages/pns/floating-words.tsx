import { useRef, useState } from 'react';
import { PlayPauseButton } from '../../components/ui/play-pause-button';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useFloatingWords } from './use-floating-words';
import styles from './floating-words.module.css';

type Props = { words: readonly string[]; pauseLabel: string; playLabel: string };

/**
 * The hero's floating words. Decorative: the words are aria-hidden (the heading says it all). They
 * move only when the user does not ask for reduced motion, and a pause/play button stops them (WCAG 2.2.2).
 */
export function FloatingWords({ words, pauseLabel, playLabel }: Props) {
  const stageRef = useRef<HTMLDivElement>(null);
  const motionAllowed = useReducedMotion() === false;
  const [paused, setPaused] = useState(false);
  useFloatingWords(stageRef, motionAllowed && !paused);

  return (
    <div className={styles.panel}>
      <div ref={stageRef} className={styles.stage} data-testid="floating-words">
        {words.map((word, index) => (
          <span key={word} aria-hidden="true" className={styles.word} data-index={index}>
            {word}
          </span>
        ))}
      </div>
      {motionAllowed && (
        <PlayPauseButton
          playing={!paused}
          onToggle={() => setPaused((value) => !value)}
          pauseLabel={pauseLabel}
          playLabel={playLabel}
          tone="overlay"
        />
      )}
    </div>
  );
}
