import type { ImageAsset } from '../../assets/images';

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
};

/**
 * An image with its intrinsic width and height, so nothing shifts while it loads. Images wait until
 * they near the viewport unless marked `priority` or `eager`.
 */
export function Img({ image, alt, className, priority = false, eager = false, minor = false }: Props) {
  return (
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
}
