import type { FAQAccordion } from '@/generated/site';

export const fixture: FAQAccordion = {
  type: 'faq-accordion',
  eyebrow: 'FAQ',
  heading: 'Questions clients ask before we start',
  text: 'How we work, what it costs and what you get. If your question is not here, ask us: a person replies within one working day.',
  link: { label: 'Ask us a question', to: '/contact-us' },
  faqs: ['services-offered', 'development-process', 'cost', 'agile', 'client-feedback', 'previous-work'],
};
