import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sharedCopy } from '../../content/shared-copy';
import { useHydrated } from '../../hydration/use-hydrated';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';
import { useMotionKit } from '../../motion/motion-root';
import { ArrowButton, ProgressTrack } from './scroll-controls';
import { cx } from './cx';
import controls from './scroll-controls.module.css';
import styles from './carousel.module.css';

type CarouselSlide = { id: string; content: ReactNode; className?: string };

type CarouselProps = {
  /** The accessible name of the carousel region. */
  label: string;
  slides: readonly CarouselSlide[];
  previousLabel: string;
  nextLabel: string;
  /** `md-up`: arrows and progress bar only from the md breakpoint (swipe below it). */
  controls?: 'always' | 'md-up';
  className?: string;
  slideClassName?: string;
};

/**
 * An Embla carousel with the APG carousel semantics: a labelled region, named previous/next
 * buttons, slides labelled "n of m", slides out of view made inert. The arrows move one visible
 * width (Embla's slidesToScroll 'auto'), smoothly unless the user prefers reduced motion; the
 * progress bar is Embla's scroll progress, through a motion value once the animation kit has loaded.
 * Pages use it as an island (carousel.tsx): its arrows wait for Embla, and its region is marked
 * `data-enhanced` once it has hydrated.
 */
export function CarouselWidget({
  label,
  slides,
  previousLabel,
  nextLabel,
  controls: controlsAt = 'always',
  className,
  slideClassName,
}: CarouselProps) {
  const hydrated = useHydrated();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    inViewThreshold: 0.6,
  });
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [progress, setProgress] = useState(0);
  const [inView, setInView] = useState<ReadonlySet<number> | null>(null);
  const kit = useMotionKit();
  const bar = useMemo(() => kit?.motionValue(0), [kit]);

  const sync = useCallback(() => {
    if (!api) return;
    setCanPrevious(api.canScrollPrev());
    setCanNext(api.canScrollNext());
    const scrolled = Math.min(1, Math.max(0, api.scrollProgress()));
    if (bar) bar.set(scrolled);
    else setProgress(scrolled);
    setInView(new Set(api.slidesInView()));
  }, [api, bar]);

  useEffect(() => {
    if (!api) return;
    const first = requestAnimationFrame(sync);
    api.on('select', sync).on('scroll', sync).on('reInit', sync).on('slidesInView', sync).on('settle', sync);
    return () => {
      cancelAnimationFrame(first);
      api.off('select', sync).off('scroll', sync).off('reInit', sync).off('slidesInView', sync).off('settle', sync);
    };
  }, [api, sync]);

  const move = (direction: 'previous' | 'next') => {
    if (!api) return;
    const jump = prefersReducedMotion();
    if (direction === 'previous') api.scrollPrev(jump);
    else api.scrollNext(jump);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(styles.carousel, className)}
      data-enhanced={hydrated ? 'true' : undefined}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={sharedCopy.slideLabel(index + 1, slides.length)}
              className={cx(styles.slide, slideClassName, slide.className)}
              inert={inView !== null && !inView.has(index)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className={cx(controls.controls, controlsAt === 'md-up' && styles.controlsMdUp)}>
        <ProgressTrack progress={progress} value={bar} />
        <div className={controls.buttons}>
          <ArrowButton label={previousLabel} disabled={!canPrevious} onClick={() => move('previous')}>
            <ChevronLeft aria-hidden="true" />
          </ArrowButton>
          <ArrowButton label={nextLabel} disabled={!canNext} onClick={() => move('next')}>
            <ChevronRight aria-hidden="true" />
          </ArrowButton>
        </div>
      </div>
    </section>
  );
}
