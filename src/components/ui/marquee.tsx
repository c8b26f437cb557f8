import { useState } from 'react';
import type { ImageAsset } from '../../assets/images';
import { cx } from './cx';
import { Img } from './img';
import { PlayPauseButton } from './play-pause-button';
import styles from './marquee.module.css';

type Props = {
  label: string;
  logos: readonly (ImageAsset & { name: string })[];
  pauseLabel: string;
  playLabel: string;
};

/**
 * Partner logos scrolling in a loop (the loop time is the marquee-loop token). It pauses on hover
 * and while anything inside has keyboard focus, has a pause button (WCAG 2.2.2), and stands still
 * under reduced motion. The second copy that closes the loop is hidden from assistive technology.
 */
export function Marquee({ label, logos, pauseLabel, playLabel }: Props) {
  const [paused, setPaused] = useState(false);
  const list = (copy: 'first' | 'second') => (
    <ul className={styles.list} aria-hidden={copy === 'second' ? true : undefined} aria-label={copy === 'first' ? label : undefined}>
      {logos.map((logo) => (
        <li key={logo.name} className={styles.item}>
          <Img image={logo} alt={copy === 'first' ? logo.name : ''} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={cx(styles.marquee, paused && styles.paused)} data-paused={paused}>
      <div className={styles.viewport}>
        <div className={styles.track}>
          {list('first')}
          {list('second')}
        </div>
      </div>
      <PlayPauseButton
        playing={!paused}
        onToggle={() => setPaused((value) => !value)}
        pauseLabel={pauseLabel}
        playLabel={playLabel}
        tone="light"
        className={styles.toggle}
      />
    </div>
  );
}
