import type { Image } from '@/generated/site';

interface PictureProps {
  image: Image;
  /** the largest image on first screen: load it first instead of lazily */
  priority?: boolean;
  className?: string;
}

/** An image from site.json with its intrinsic size, so the page keeps its layout while it loads. */
export function Picture({ image, priority = false, className }: PictureProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
