import { anniversaryFilm } from '../../assets/anniversary-images';
import { useLoopingVideo } from '../../hooks/use-looping-video';

type Props = { label: string; fallbackText: string; className?: string };

/**
 * The anniversary film: muted, looping, starting by itself unless the user asks for reduced motion,
 * with the browser's controls, as the spec asks (section 2; they include pause, WCAG 2.2.2), turned
 * on as the page hydrates (useLoopingVideo: not in the HTML, where they cost the first layout).
 * preload="none": nothing downloads until it plays (docs/decisions/154-anniversary-page.md).
 */
export function AnniversaryVideo({ label, fallbackText, className }: Props) {
  const { ref } = useLoopingVideo({ controls: true });

  return (
    <video
      ref={ref}
      className={className}
      width={anniversaryFilm.width}
      height={anniversaryFilm.height}
      poster={anniversaryFilm.poster}
      aria-label={label}
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
