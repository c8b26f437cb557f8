import type { ReactElement } from 'react';
import type { ImageAsset } from '../../assets/images';
import { useHydrated } from '../../hydration/use-hydrated';

type Props = {
  image: ImageAsset;
  alt: string;
  className?: string;
  /** The largest image above the fold: loaded at once and first. */
  priority?: boolean;
  /** Above the fold on every page but small (the logo): loaded at once, at the normal priority. */
  eager?: boolean;
  /**
   * Small and in the first view where the page's largest paint is its text (the technology logos):
   * asked for after that text's font, never raised ahead of it when the browser finds it in view.
   */
  minor?: boolean;
  /**
   * Far below the first view, but inside the distance at which the browser fetches lazy images at
   * once (the anniversary's photos): asked for only once the page has hydrated (docs/decisions/188).
   */
  deferred?: boolean;
};

/**
 * An image with its intrinsic width and height, so nothing shifts while it loads. Images wait until
 * they near the viewport unless marked `priority` or `eager`.
 */
export function Img({ image, alt, className, priority = false, eager = false, minor = false, deferred = false }: Props) {
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : minor ? 'low' : undefined}
    />
  );
  return deferred ? <AfterHydration>{img}</AfterHydration> : img;
}

/**
 * Chromium fetches a lazy image up to 3000 px below the view when it does not know the connection
 * (Lighthouse's run) and 2500 px on 3G, in the page's first frame, beside its face and scripts. In
 * the prerendered HTML the image is in a <noscript>, which a browser without JavaScript draws and one
 * with it ignores; once the part has hydrated it becomes the lazy image.
 */
function AfterHydration({ children }: { children: ReactElement }) {
  return useHydrated() ? children : <noscript>{children}</noscript>;
}
