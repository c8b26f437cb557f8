import { useEffect, useRef } from 'react';
import { anniversaryFilm } from '../../assets/anniversary-images';
import { useReducedMotion } from '../../hooks/use-reduced-motion';

type Props = { label: string; fallbackText: string; className?: string };

/**
 * The anniversary film: muted, looping, with the browser's controls (which include pause, WCAG
 * 2.2.2). It starts by itself only when the user does not ask for reduced motion; that is decided
 * in an effect, so the prerendered markup never autoplays (docs/decisions/154-anniversary-page.md).
 * preload="none": nothing downloads until it plays, and the controls show no buffering progress.
 */
export function AnniversaryVideo({ label, fallbackText, className }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion === null) return;
    video.muted = true;
    video.autoplay = !reducedMotion;
    if (reducedMotion) video.pause();
    else video.play().catch(() => undefined);
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      className={className}
      width={anniversaryFilm.width}
      height={anniversaryFilm.height}
      poster={anniversaryFilm.poster}
      aria-label={label}
      controls
      loop
      muted
      playsInline
      preload="none"
    >
      <source src={anniversaryFilm.src} type="video/mp4" />
      <p>{fallbackText}</p>
    </video>
  );
}
