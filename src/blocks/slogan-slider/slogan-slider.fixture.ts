import type { Slogan, SloganSlider } from '@/generated/site';

// the badge repeats the slogan's idea; the slogan says it in words, so the picture is decorative
const slogan = (title: string, badge: string): Slogan => ({
  title,
  image: { src: `/images/slogans/${badge}.svg`, alt: '', width: 64, height: 64 },
});

export const fixture: SloganSlider = {
  type: 'slogan-slider',
  eyebrow: 'What we stand for',
  heading: 'Promises we build by',
  label: 'What we stand for',
  pauseLabel: 'Pause slogans',
  playLabel: 'Play slogans',
  slogans: [
    slogan('Clean code, clear results', 'code'),
    slogan('Built to last, designed to grow', 'layers'),
    slogan('Your goals, our roadmap', 'route'),
    slogan('Small releases, steady progress', 'rocket'),
    slogan('Quality is never an afterthought', 'shield'),
    slogan('We listen before we build', 'chat'),
    slogan('Honest estimates, no surprises', 'receipt'),
    slogan('Security designed in from day one', 'lock'),
    slogan('Design people enjoy using', 'pen'),
    slogan('Tested on every screen that matters', 'devices'),
    slogan('Data that drives better decisions', 'chart'),
    slogan('From Agra to the world since 2008', 'globe'),
    slogan('Partners, not just vendors', 'link'),
    slogan('Fast pages, happy customers', 'zap'),
    slogan('Documentation you can rely on', 'book'),
    slogan('Support that answers the phone', 'phone'),
    slogan('Automate the busywork', 'gear'),
    slogan('Ideas turned into products', 'bulb'),
    slogan('Software everyone can use', 'access'),
    slogan('Cloud-ready from the first commit', 'cloud'),
    slogan('Every launch is a new beginning', 'flag'),
  ],
  speedMs: 6000,
  autoplayDelayMs: 1,
};
