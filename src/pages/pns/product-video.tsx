import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { VideoAsset } from '../../assets/services-images';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import styles from './product-video.module.css';

type Props = { video: VideoAsset; caption: string; pauseLabel: string; playLabel: string };

/**
 * The product tour: muted, looping, inline. It starts by itself only when the user does not ask for
 * reduced motion (decided in an effect, so the prerendered HTML never autoplays); otherwise the
 * poster shows. A pause/play button controls it (WCAG 2.2.2).
 */
export function ProductVideo({ video, caption, pauseLabel, playLabel }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion === null) return;
    element.muted = true;
    element.autoplay = !reducedMotion;
    if (reducedMotion) element.pause();
    else element.play().catch(() => setPlaying(false));
  }, [reducedMotion]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <video
          ref={ref}
          className={styles.video}
          muted
          loop
          playsInline
          preload="metadata"
          poster={video.poster.src}
          width={video.width}
          height={video.height}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={video.src} type={video.type} />
        </video>
        <button type="button" className={styles.toggle} onClick={toggle}>
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          <span className="visually-hidden">{playing ? pauseLabel : playLabel}</span>
        </button>
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
