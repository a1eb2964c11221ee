import { Icon } from '@/components/icon';
import { useLabels } from '@/hooks/use-labels';
import type { useSliderControls } from './use-slider-controls';
import { ArrowButton, Controls } from './project-slider.styles';

interface SliderButtonsProps {
  controls: ReturnType<typeof useSliderControls>;
}

/** Previous and next buttons; at either end the button stays focusable but says it is unavailable. */
export function SliderButtons({ controls }: SliderButtonsProps) {
  const labels = useLabels();
  const { atStart, atEnd, locked, previous, next } = controls;
  return (
    <Controls hidden={locked}>
      <ArrowButton type="button" aria-label={labels.previousProject} aria-disabled={atStart} onClick={previous}>
        <Icon name="arrow-left" />
      </ArrowButton>
      <ArrowButton type="button" aria-label={labels.nextProject} aria-disabled={atEnd} onClick={next}>
        <Icon name="arrow-right" />
      </ArrowButton>
    </Controls>
  );
}
