import type { Testimonials as TestimonialsBlock } from '@/generated/site';

export const fixture: TestimonialsBlock = {
  type: 'testimonials',
  eyebrow: 'Testimonials',
  heading: 'Clients are always satisfied with us',
  testimonials: ['meera-logistics', 'rahul-edtech', 'sarah-retail', 'arjun-manufacturing'],
};
