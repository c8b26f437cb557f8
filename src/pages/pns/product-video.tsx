import type { VideoAsset } from '../../assets/services-images';
import { PlayPauseButton } from '../../components/ui/play-pause-button';
import { useLoopingVideo } from '../../hooks/use-looping-video';
import styles from './product-video.module.css';

type Props = { video: VideoAsset; caption: string; pauseLabel: string; playLabel: string };

/**
 * The product tour: muted, looping, inline, starting by itself unless the user asks for reduced
 * motion (otherwise the poster shows), with a pause/play button (WCAG 2.2.2).
 */
export function ProductVideo({ video, caption, pauseLabel, playLabel }: Props) {
  const { ref, playing, toggle, events } = useLoopingVideo();

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <video
          ref={ref}
          className={styles.video}
          muted
          loop
          playsInline
          preload="none"
          poster={video.poster.src}
          width={video.width}
          height={video.height}
          {...events}
        >
          <source src={video.src} type={video.type} />
        </video>
        <PlayPauseButton playing={playing} onToggle={toggle} pauseLabel={pauseLabel} playLabel={playLabel} tone="overlay" />
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
