import type { ProjectSlider as ProjectSliderBlock } from '@/generated/site';

export const fixture: ProjectSliderBlock = {
  type: 'project-slider',
  eyebrow: 'Our work',
  heading: 'Creative projects we are proud of',
  projects: ['software-development', 'mobile-app-development', 'logo-and-branding'],
  gapPx: 24,
  breakpoints: [
    { minWidthPx: 640, slidesPerView: 1 },
    { minWidthPx: 900, slidesPerView: 2 },
    { minWidthPx: 1600, slidesPerView: 3.5 },
  ],
};
