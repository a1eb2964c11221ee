import type { Ref } from 'react';
import type { Image } from '@/generated/site';
import { responsiveImage } from '@/shared/responsive-image';

// A 1×1 transparent GIF: where the block hides the picture the browser picks it and fetches nothing.
const nothing = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface PictureProps {
  image: Image;
  /** the width it is shown at, by the layout of the place that uses it (`sizes`): the browser picks a variant by it */
  sizes: string;
  /** the page's largest first-screen image (src/render/first-screen.ts): eager and first; every other image is lazy */
  priority?: boolean;
  /** where the picture is shown, when its place hides it at other widths (`(min-width: 992px)`): not fetched there */
  media?: string;
  className?: string;
  ref?: Ref<HTMLImageElement>;
}

/**
 * An image from site.json with its intrinsic size, so the page keeps its layout while it loads. An uploaded image
 * (`/media/…`) is a <picture> of its AVIF and WebP variants over a JPEG or PNG fallback; any other (the SVGs of
 * public/) is one <img>. `className` styles the <img>: the global styles leave the layout to it (src/theme/global-style.ts).
 */
export function Picture({ image, sizes, priority = false, media, className, ref }: PictureProps) {
  const responsive = responsiveImage(image.src);
  // a lazy image is loaded once laid out: a browser that knows `sizes="auto"` takes its real width then
  const shownAt = priority ? sizes : `auto, ${sizes}`;
  const img = (
    <img
      ref={ref}
      className={className}
      src={responsive?.fallback.src ?? image.src}
      srcSet={responsive?.fallback.srcset}
      sizes={responsive ? shownAt : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!responsive && !media) return img;
  return (
    <picture>
      {media && <source media={`not all and ${media}`} srcSet={nothing} />}
      {responsive && <source type="image/avif" srcSet={responsive.avif} sizes={shownAt} />}
      {responsive && <source type="image/webp" srcSet={responsive.webp} sizes={shownAt} />}
      {img}
    </picture>
  );
}
