import type { Image } from '@/generated/site';
import { useBlurUp } from './use-blur-up';
import { Frame, FullImage, Placeholder } from './blur-image.styles';

interface BlurImageProps {
  image: Image;
  /** a tiny version of the image, shown blurred until the image has loaded */
  placeholder: string;
}

/** A lazily loaded image that appears over a blurred placeholder of its own size, so nothing shifts. */
export function BlurImage({ image, placeholder }: BlurImageProps) {
  const ref = useBlurUp();
  return (
    <Frame>
      <Placeholder src={placeholder} alt="" width={image.width} height={image.height} aria-hidden="true" />
      <FullImage ref={ref} src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
    </Frame>
  );
}
