import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { setReducedMotion } from '@/test/browser-mocks';
import { renderWithSite } from '@/test/render';
import { SloganSlider } from './slogan-slider';
import { fixture } from './slogan-slider.fixture';

const NAME = 'Promises we build by';

/** The Swiper instance that drives the slides (Swiper keeps it on its container element). */
function swiperOf(region: HTMLElement): SwiperInstance {
  const slide = within(region).getAllByRole('group')[0] ?? null;
  for (let element: HTMLElement | null = slide; element; element = element.parentElement) {
    const instance = (element as HTMLElement & { swiper?: SwiperInstance }).swiper;
    if (instance) return instance;
  }
  throw new Error('no Swiper instance around the slides');
}

describe('SloganSlider', () => {
  it('is a carousel region named by its heading', () => {
    renderWithSite(<SloganSlider {...fixture} />);
    const carousel = screen.getByRole('region', { name: NAME });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('heading', { level: 2 })).toHaveTextContent(NAME);
  });

  it('is named by its label when it has no heading, shows the eyebrow alone and adds no heading to the page', () => {
    renderWithSite(<SloganSlider {...fixture} heading={undefined} label="Our promises" />);
    const carousel = screen.getByRole('region', { name: 'Our promises' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByText('What we stand for')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows 21 slides with distinct titles, each once (the loop adds no copies), each with its badge', async () => {
    renderWithSite(<SloganSlider {...fixture} />);
    const carousel = screen.getByRole('region', { name: NAME });
    await waitFor(() => expect(swiperOf(carousel).initialized).toBe(true));
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(21);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    const titles = slides.map((slide) => slide.textContent);
    expect(new Set(titles).size).toBe(21);
    for (const { title, image } of fixture.slogans) {
      expect(within(carousel).getAllByText(title)).toHaveLength(1);
      const slide = within(carousel).getByText(title).closest('[role="group"]') as HTMLElement;
      expect(slide.querySelector('img')).toHaveAttribute('src', image.src);
    }
    expect(new Set(slides.map((slide) => slide.getAttribute('aria-label')))).toEqual(new Set(fixture.slogans.map((_, i) => `${i + 1} of 21`)));
  });

  it('runs Swiper as the spec asks: loop, 6000 ms per slide, 1 ms delay, no touch', async () => {
    renderWithSite(<SloganSlider {...fixture} />);
    const swiper = swiperOf(screen.getByRole('region', { name: NAME }));
    await waitFor(() => expect(swiper.autoplay.running).toBe(true));
    expect(swiper.params).toMatchObject({ loop: true, speed: 6000, slidesPerView: 'auto', allowTouchMove: false });
    expect(swiper.params.autoplay).toMatchObject({ delay: 1, disableOnInteraction: false });
  });

  it('moves by itself until Pause is pressed, and again after Play', async () => {
    const user = userEvent.setup();
    renderWithSite(<SloganSlider {...fixture} />);
    const swiper = swiperOf(screen.getByRole('region', { name: NAME }));
    await waitFor(() => expect(swiper.autoplay.running).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Pause slogans' }));
    expect(swiper.autoplay.running).toBe(false);
    expect(swiper.wrapperEl.style.transitionDuration).toBe('0ms');
    const play = screen.getByRole('button', { name: 'Play slogans' });

    await user.click(play);
    expect(swiper.autoplay.running).toBe(true);
    expect(play).toHaveAccessibleName('Pause slogans');
  });

  it('stands still with reduced motion, offering Play, which the visitor may still press', async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    renderWithSite(<SloganSlider {...fixture} />);
    const swiper = swiperOf(screen.getByRole('region', { name: NAME }));
    await waitFor(() => expect(swiper.initialized).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(swiper.autoplay.running).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Play slogans' }));
    expect(swiper.autoplay.running).toBe(true);
    // the global reduced-motion rule would cut Swiper's transitions to nothing: the real duration is kept, important
    const setProperty = vi.spyOn(swiper.wrapperEl.style, 'setProperty');
    swiper.setTransition(6000);
    expect(setProperty).toHaveBeenCalledWith('transition-duration', '6000ms', 'important');
  });

  it('stops when the visitor switches on reduced motion while it plays', async () => {
    renderWithSite(<SloganSlider {...fixture} />);
    const swiper = swiperOf(screen.getByRole('region', { name: NAME }));
    await waitFor(() => expect(swiper.autoplay.running).toBe(true));
    setReducedMotion(true);
    await waitFor(() => expect(swiper.autoplay.running).toBe(false));
    expect(screen.getByRole('button', { name: 'Play slogans' })).toBeInTheDocument();
  });
});
