import type { ProjectSlider } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { containerSizes } from '@/components/image-sizes';

// A card's 1px border each side (project-slider.styles.ts) around its picture.
const bordersPx = 2;

/** The cards' pictures: a slide's width for the block's slides per view and gap at each of its breakpoints (one slide below them). */
export function cardSizes({ breakpoints, gapPx }: Pick<ProjectSlider, 'breakpoints' | 'gapPx'>): string {
  const slides = breakpoints.some(({ minWidthPx }) => minWidthPx === 0) ? breakpoints : [{ minWidthPx: 0, slidesPerView: 1 }, ...breakpoints];
  return containerSizes(slides.map(({ minWidthPx, slidesPerView }) => ({ fromPx: minWidthPx, share: 1 / slidesPerView, minusPx: ((slidesPerView - 1) * gapPx) / slidesPerView + bordersPx })));
}

/** The first project's picture. */
export const firstScreen: FirstScreenOf<ProjectSlider> = (block, site) => {
  const project = site.projects.find(({ id }) => id === block.projects[0]);
  return project && { src: project.image.src, sizes: cardSizes(block) };
};
