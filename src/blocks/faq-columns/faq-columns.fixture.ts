import type { FAQColumns } from '@/generated/site';

export const fixture: FAQColumns = {
  type: 'faq-columns',
  eyebrow: 'FAQ',
  heading: 'These FAQs help clients learn about us',
  text: 'Straight answers to what clients ask us most before a project starts.',
  columns: [
    ['services-offered', 'development-process', 'cost'],
    ['agile', 'client-feedback', 'previous-work'],
  ],
};
