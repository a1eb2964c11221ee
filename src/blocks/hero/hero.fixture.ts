import type { Hero as HeroBlock } from '@/generated/site';

export const fixture: HeroBlock = {
  type: 'hero',
  heading: 'We deliver cutting-edge software solutions',
  text: 'Since 2008 we have helped businesses turn ideas into reliable software: custom platforms, mobile apps and websites, designed, built and supported by one team in Agra.',
  avatars: [
    { src: '/images/avatars/client-1.svg', alt: 'Portrait of a client', width: 96, height: 96 },
    { src: '/images/avatars/client-2.svg', alt: 'Portrait of a client', width: 96, height: 96 },
    { src: '/images/avatars/client-3.svg', alt: 'Portrait of a client', width: 96, height: 96 },
  ],
  believedBy: 'Believed by more than a thousand people',
  cta: { label: 'Book a free consultation', to: '/contact-us' },
  image: { src: '/images/hero.svg', alt: 'Analytics dashboard and mobile app built by our team', width: 640, height: 560 },
};
