import type { Block, Page } from '@/generated/site';
import type { SiteShell } from '@/content/site-types';
import type { FirstScreenOf } from '@/content/first-screen';
import type { FirstScreenImage } from '@/shared/responsive-image';
import type { BlockOf, BlockType } from './registry';
import { firstScreen as aboutIntro } from '@/blocks/about-intro/about-intro.images';
import { firstScreen as contactForm } from '@/blocks/contact-form/contact-form.images';
import { firstScreen as hero } from '@/blocks/hero/hero.images';
import { firstScreen as projectSlider } from '@/blocks/project-slider/project-slider.images';
import { firstScreen as serviceDetail } from '@/blocks/service-detail/service-detail.images';
import { firstScreen as story } from '@/blocks/story/story.images';
import { firstScreen as videoCounter } from '@/blocks/video-counter/video-counter.images';
import { firstScreen as workingProcess } from '@/blocks/working-process/working-process.images';

/** What each block type declares as its first-screen image; a type left out has none (its images are small, or it has none). */
export type FirstScreenRegistry = { [T in BlockType]?: FirstScreenOf<BlockOf<T>> };

export const firstScreenImages: FirstScreenRegistry = {
  hero,
  'about-intro': aboutIntro,
  'service-detail': serviceDetail,
  'contact-form': contactForm,
  'working-process': workingProcess,
  'video-counter': videoCounter,
  story,
  'project-slider': projectSlider,
};

/**
 * The page's largest first-screen image: the one its first section declares. The page renders that image eager with
 * fetchpriority="high" (Sections marks the block, the block its image), the head preloads it, and every other image
 * on the page is lazy.
 */
export function firstScreenImage(page: Page, site: SiteShell): FirstScreenImage | undefined {
  const block = page.sections[0];
  // each entry takes its own block type; the map's type pairs them, TypeScript cannot follow a union
  const declared = block && (firstScreenImages[block.type] as FirstScreenOf<Block> | undefined);
  return declared ? declared(block, site) : undefined;
}
