import type { Image } from '@/generated/site';
import { useBlurUp } from './use-blur-up';
import { Frame, FullImage, Placeholder } from './blur-image.styles';

interface BlurImageProps {
  image: Image;
  /** a tiny version of the image, shown blurred until the image has loaded */
  placeholder: string;
  /** the Picture's: the width it is shown at, where it is shown, and whether it is the page's first-screen image */
  sizes: string;
  media: string;
  priority: boolean;
}

/** An image that appears over a blurred placeholder of its own size, so nothing shifts. */
export function BlurImage({ image, placeholder, sizes, media, priority }: BlurImageProps) {
  const ref = useBlurUp();
  return (
    <Frame>
      {/* lazy as every image but the first-screen one: hidden below `media`, it is not fetched there */}
      <Placeholder src={placeholder} alt="" width={image.width} height={image.height} aria-hidden="true" loading="lazy" decoding="async" />
      <FullImage ref={ref} image={image} sizes={sizes} media={media} priority={priority} />
    </Frame>
  );
}
