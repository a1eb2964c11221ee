import { labels } from '@/shared/labels';
import type { useSliderControls } from './use-slider-controls';
import { ArrowButton, Controls } from './project-slider.styles';

interface SliderButtonsProps {
  controls: ReturnType<typeof useSliderControls>;
}

/** Previous and next buttons; at either end the button stays focusable but says it is unavailable. */
export function SliderButtons({ controls }: SliderButtonsProps) {
  const { atStart, atEnd, locked, previous, next } = controls;
  return (
    <Controls hidden={locked}>
      <ArrowButton type="button" aria-label={labels.previousProject} aria-disabled={atStart} onClick={previous}>
        <Arrow direction="left" />
      </ArrowButton>
      <ArrowButton type="button" aria-label={labels.nextProject} aria-disabled={atEnd} onClick={next}>
        <Arrow direction="right" />
      </ArrowButton>
    </Controls>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M19 12H5M11 6l-6 6 6 6' : 'M5 12h14M13 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
