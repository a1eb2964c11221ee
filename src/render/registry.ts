import type { ComponentType } from 'react';
import type { Block } from '@/generated/site';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** One component per block type of the schema: a missing or an extra entry does not compile. */
export type BlockRegistry = { [T in BlockType]: ComponentType<BlockOf<T>> };
export type BlockLoaders = { [T in BlockType]: () => Promise<ComponentType<BlockOf<T>>> };

// Each block is a chunk of its own: a page downloads the code of the blocks it shows, and no other.
export const blockLoaders = {
  hero: () => import('@/blocks/hero/hero').then((m) => m.Hero),
  'service-list': () => import('@/blocks/service-list/service-list').then((m) => m.ServiceList),
  'video-counter': () => import('@/blocks/video-counter/video-counter').then((m) => m.VideoCounter),
  'project-slider': () => import('@/blocks/project-slider/project-slider').then((m) => m.ProjectSlider),
  'working-process': () => import('@/blocks/working-process/working-process').then((m) => m.WorkingProcess),
  'contact-form': () => import('@/blocks/contact-form/contact-form').then((m) => m.ContactForm),
  'contact-info': () => import('@/blocks/contact-info/contact-info').then((m) => m.ContactInfo),
  'faq-columns': () => import('@/blocks/faq-columns/faq-columns').then((m) => m.FaqColumns),
  'faq-accordion': () => import('@/blocks/faq-accordion/faq-accordion').then((m) => m.FaqAccordion),
  'service-detail': () => import('@/blocks/service-detail/service-detail').then((m) => m.ServiceDetail),
  'about-intro': () => import('@/blocks/about-intro/about-intro').then((m) => m.AboutIntro),
  story: () => import('@/blocks/story/story').then((m) => m.Story),
  team: () => import('@/blocks/team/team').then((m) => m.Team),
  'slogan-slider': () => import('@/blocks/slogan-slider/slogan-slider').then((m) => m.SloganSlider),
  'thank-you': () => import('@/blocks/thank-you/thank-you').then((m) => m.ThankYou),
  testimonials: () => import('@/blocks/testimonials/testimonials').then((m) => m.Testimonials),
  cta: () => import('@/blocks/cta/cta').then((m) => m.Cta),
} satisfies BlockLoaders;
