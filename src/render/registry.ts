import type { ComponentType } from 'react';
import type { Block } from '@/generated/site';
import { Hero } from '@/blocks/hero/hero';
import { ServiceList } from '@/blocks/service-list/service-list';
import { VideoCounter } from '@/blocks/video-counter/video-counter';
import { ProjectSlider } from '@/blocks/project-slider/project-slider';
import { WorkingProcess } from '@/blocks/working-process/working-process';
import { Testimonials } from '@/blocks/testimonials/testimonials';
import { Cta } from '@/blocks/cta/cta';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** One component per block type of the schema: a missing or an extra entry does not compile. */
export type BlockRegistry = { [T in BlockType]: ComponentType<BlockOf<T>> };

export const blockRegistry = {
  hero: Hero,
  'service-list': ServiceList,
  'video-counter': VideoCounter,
  'project-slider': ProjectSlider,
  'working-process': WorkingProcess,
  testimonials: Testimonials,
  cta: Cta,
} satisfies BlockRegistry;
