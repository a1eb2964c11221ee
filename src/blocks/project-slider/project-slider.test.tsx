import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '@/test/browser-mocks';
import { renderWithSite } from '@/test/render';
import { ProjectSlider } from './project-slider';
import { fixture } from './project-slider.fixture';

const CAROUSEL_NAME = 'Creative projects we are proud of';

// jsdom lays nothing out: give every element the width of a desktop slider so Swiper can compute its positions.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterEach(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

describe('ProjectSlider', () => {
  it('is a carousel region named by its heading', () => {
    renderWithSite(<ProjectSlider {...fixture} />);
    const carousel = screen.getByRole('region', { name: CAROUSEL_NAME });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('heading', { level: 2 })).toHaveTextContent(CAROUSEL_NAME);
  });

  it('shows one slide per project with its picture, title and description', () => {
    renderWithSite(<ProjectSlider {...fixture} />);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides.map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(['slide', 'slide', 'slide']);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Software Development',
      'Mobile App Development',
      'Logo and Branding',
    ]);
    expect(within(slides[0] as HTMLElement).getByRole('img', { name: /Logistics dashboard/ })).toHaveAttribute('width', '720');
    expect(screen.getByText(/class-booking app for a chain of fitness studios/)).toBeInTheDocument();
  });

  it('has clickable pagination bullets, one per slide position', async () => {
    renderWithSite(<ProjectSlider {...fixture} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Show project \d$/ }).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Show project 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows two slides at a time from 900px: two bullet positions', async () => {
    renderWithSite(<ProjectSlider {...fixture} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Show project \d$/ })).toHaveLength(2));
  });

  it('hides the buttons when every slide fits on screen', async () => {
    setViewportWidth(1700);
    renderWithSite(<ProjectSlider {...fixture} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next project' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Previous project' })).not.toBeInTheDocument();
  });

  it('moves with the previous and next buttons, which say when they cannot', async () => {
    const user = userEvent.setup();
    renderWithSite(<ProjectSlider {...fixture} />);
    const previous = screen.getByRole('button', { name: 'Previous project' });
    const next = screen.getByRole('button', { name: 'Next project' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Show project 2' })).toHaveAttribute('aria-current', 'true'));
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.click(previous);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show project 1' })).toHaveAttribute('aria-current', 'true'));
  });
});
