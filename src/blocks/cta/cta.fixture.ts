import type { CallToAction } from '@/generated/site';

export const fixture: CallToAction = {
  type: 'cta',
  heading: 'Have a project in mind? Let’s talk.',
  text: 'Tell us what you want to build. We reply to every request within one working day.',
  link: { label: 'Book a free consultation', to: '/contact-us' },
};
