import type { ServiceList as ServiceListBlock } from '@/generated/site';

export const fixture: ServiceListBlock = {
  type: 'service-list',
  eyebrow: 'What we do',
  heading: 'Services that grow with your business',
  services: ['custom-software-development', 'mobile-app-development', 'web-development', 'it-consulting'],
  cardLinkLabel: 'Learn more',
};
