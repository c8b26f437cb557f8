import type { Picture as PictureFiles } from '../../contracts/articles';

type Props = {
  picture: PictureFiles;
  /** How wide the picture is shown at each width of the window (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /** The largest image above the fold: loaded at once and first. */
  priority?: boolean;
  /** Beside text that says the same (a card's title): no text alternative of its own. */
  decorative?: boolean;
};

/**
 * A picture made in several widths and formats (an article's: server/store/article-images.ts):
 * AVIF, then WebP, then JPEG, and from each the smallest width that covers the picture on the screen.
 * Width and height give its shape, so nothing moves while it loads.
 */
export function Picture({ picture, sizes, className, priority = false, decorative = false }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        srcSet={picture.jpeg}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={decorative ? '' : picture.alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
