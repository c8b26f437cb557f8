import { Pause, Play } from 'lucide-react';
import { cx } from './cx';
import styles from './play-pause-button.module.css';

type Props = {
  /** Whether the thing it controls is moving now: the button then offers to pause it. */
  playing: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  /** `light` sits beside its content; `overlay` sits in the bottom right corner of a dark, positioned frame. */
  tone: 'light' | 'overlay';
  className?: string;
};

/** The pause/play control of anything that moves by itself (WCAG 2.2.2): marquee, floating words, videos. */
export function PlayPauseButton({ playing, onToggle, pauseLabel, playLabel, tone, className }: Props) {
  return (
    <button type="button" className={cx(styles.button, styles[tone], className)} onClick={onToggle}>
      {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      <span className="visually-hidden">{playing ? pauseLabel : playLabel}</span>
    </button>
  );
}
