import type { ImageAsset } from '../../assets/images';

type Props = {
  image: ImageAsset;
  alt: string;
  className?: string;
  /** The largest image above the fold: loaded at once and first. Every other image waits. */
  priority?: boolean;
};

/** An image with its intrinsic width and height, so nothing shifts while it loads. */
export function Img({ image, alt, className, priority = false }: Props) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
