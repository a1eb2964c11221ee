import type { AboutIntro } from '@/generated/site';

export const fixture: AboutIntro = {
  type: 'about-intro',
  eyebrow: 'Who we are',
  heading: 'A software partner for the long run',
  lead: 'Yamuna Softworks is a software development company from Agra. Since 2008 we have designed, built and looked after software that manufacturers, exporters, retailers, schools and start-ups use every working day.',
  vision: {
    icon: 'bulb',
    title: 'Our core vision',
    text: 'To be the technology partner growing businesses in India trust first: the team they call for honest advice, and the software they never have to think twice about.',
  },
  mission: {
    icon: 'strategy',
    title: 'Our main mission',
    text: 'To turn each client’s goals into dependable software through close collaboration, clean engineering and support that continues long after launch, at a fair and transparent price.',
  },
  image: {
    src: '/images/about/vision-and-mission.svg',
    alt: 'A planner pointing at the next milestone of a product roadmap, past two completed ones',
    width: 560,
    height: 520,
  },
};
