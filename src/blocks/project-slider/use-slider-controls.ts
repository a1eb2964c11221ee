import { useCallback, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

interface SliderPosition {
  atStart: boolean;
  atEnd: boolean;
  /** every slide fits on screen, so there is nothing to slide */
  locked: boolean;
}

/** State and actions for our own previous/next buttons; spread `events` onto <Swiper>. */
export function useSliderControls() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState<SliderPosition>({ atStart: true, atEnd: false, locked: false });

  const sync = useCallback((instance: SwiperInstance) => {
    setPosition({ atStart: instance.isBeginning, atEnd: instance.isEnd, locked: instance.isLocked });
  }, []);

  const onSwiper = useCallback(
    (instance: SwiperInstance) => {
      setSwiper(instance);
      sync(instance);
    },
    [sync],
  );

  const previous = useCallback(() => swiper?.slidePrev(), [swiper]);
  const next = useCallback(() => swiper?.slideNext(), [swiper]);

  return {
    ...position,
    previous,
    next,
    events: { onSwiper, onSlideChange: sync, onLock: sync, onUnlock: sync, onBreakpoint: sync, onResize: sync },
  };
}
