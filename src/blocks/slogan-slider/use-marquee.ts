import { useCallback, useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

/** Stops the band where it is: Swiper's own stop() would let the current 6-second move run to its end. */
function freeze(swiper: SwiperInstance) {
  swiper.autoplay.stop();
  const position = swiper.getTranslate();
  swiper.setTransition(0);
  swiper.setTranslate(position);
}

/** Starts autoplay again, first finishing the interrupted move at the band's usual speed. */
function resume(swiper: SwiperInstance, speedMs: number) {
  // the frozen move never fired transitionend, so Swiper still thinks it is animating
  swiper.animating = false;
  swiper.autoplay.start();
  const target = -(swiper.snapGrid[swiper.snapIndex] ?? 0);
  const left = Math.abs(target - swiper.translate);
  const step = swiper.slidesSizesGrid[swiper.activeIndex] ?? 0;
  if (left < 1 || step <= 0) return;
  // a move from here, rather than autoplay's next one, keeps the speed steady; autoplay continues when it ends
  swiper.slideTo(swiper.activeIndex, Math.round(speedMs * Math.min(1, left / step)), true, true);
}

/** Swiper animates with a CSS transition, which the global reduced-motion rule cuts to nothing: a visitor who pressed Play gets the real one. */
function keepTransition(swiper: SwiperInstance, durationMs: number) {
  swiper.wrapperEl.style.setProperty('transition-duration', `${durationMs}ms`, 'important');
}

/**
 * Play and pause for a continuous Swiper marquee. It plays unless the visitor prefers reduced motion;
 * the visitor's own choice (the toggle) wins over that default. Spread `events` onto <Swiper>.
 */
export function useMarquee(speedMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const playing = choice ?? !reducedMotion;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing) resume(swiper, speedMs);
    else freeze(swiper);
  }, [swiper, playing, speedMs]);

  const toggle = useCallback(() => setChoice(!playing), [playing]);

  return { playing, toggle, events: { onSwiper: setSwiper, onSetTransition: keepTransition } };
}
