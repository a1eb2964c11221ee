import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setReducedMotion } from '@/test/browser-mocks';
import { mockIntersectionObserver } from '@/test/intersection-observer';
import { renderWithSite } from '@/test/render';
import { renderOnServer } from '@/test/render-on-server';
import { VideoCounter } from './video-counter';
import { fixture } from './video-counter.fixture';

const DIALOG_NAME = 'You just opened the modal video';

/** Matches the innermost element whose whole text, hidden parts included, is `text`. */
const fullText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VideoCounter', () => {
  it('is a section with the anchor id, named by its heading, with the text', () => {
    renderWithSite(<VideoCounter {...fixture} />);
    const section = screen.getByRole('region', { name: 'We make your business stand out' });
    expect(section).toHaveAttribute('id', 'aximo-counter');
    expect(within(section).getByText(/We work closely with our clients/)).toBeInTheDocument();
  });

  it('shows the final values before any counting, and reads each with its label', () => {
    renderWithSite(<VideoCounter {...fixture} />);
    expect(screen.getByText(fullText('15+ Years of experience'))).toBeInTheDocument();
    expect(screen.getByText(fullText('120k Successful projects'))).toBeInTheDocument();
    expect(screen.getByText(fullText('100% Client satisfaction rate'))).toBeInTheDocument();
    const visibleNumbers = screen.getAllByText(/^\d+[+k%]$/).filter((element) => element.getAttribute('aria-hidden') === 'true');
    expect(visibleNumbers.map((element) => element.textContent)).toEqual(['15+', '120k', '100%']);
  });

  describe('video modal', () => {
    it('opens from the play button and plays the video only then', async () => {
      const user = userEvent.setup();
      const { container } = renderWithSite(<VideoCounter {...fixture} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(container.querySelector('video')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Play the company video' }));

      const dialog = screen.getByRole('dialog', { name: DIALOG_NAME });
      expect(dialog.querySelector('video')).toHaveAttribute('src', '/corporate.mp4');
      expect(within(dialog).getByRole('button', { name: 'Close the modal by clicking here' })).toHaveFocus();
      expect(document.body.style.overflow).toBe('hidden');
    });

    it('closes with its close button, gives focus back to the play button and unlocks the page', async () => {
      const user = userEvent.setup();
      const { container } = renderWithSite(<VideoCounter {...fixture} />);
      const play = screen.getByRole('button', { name: 'Play the company video' });
      await user.click(play);

      await user.click(screen.getByRole('button', { name: 'Close the modal by clicking here' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(container.querySelector('video')).toBeNull();
      expect(play).toHaveFocus();
      expect(document.body.style.overflow).toBe('');
    });

    it('waits for the close animation before closing', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      renderWithSite(<VideoCounter {...fixture} />);
      fireEvent.click(screen.getByRole('button', { name: 'Play the company video' }));
      fireEvent.click(screen.getByRole('button', { name: 'Close the modal by clicking here' }));

      act(() => vi.advanceTimersByTime(299));
      expect(screen.getByRole('dialog', { name: DIALOG_NAME })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes at once when the visitor prefers reduced motion', () => {
      setReducedMotion(true);
      renderWithSite(<VideoCounter {...fixture} />);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(screen.getByRole('button', { name: 'Play the company video' }));
      fireEvent.click(screen.getByRole('button', { name: 'Close the modal by clicking here' }));
      act(() => vi.advanceTimersByTime(0));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on Escape', async () => {
      const user = userEvent.setup();
      renderWithSite(<VideoCounter {...fixture} />);
      await user.click(screen.getByRole('button', { name: 'Play the company video' }));

      await user.keyboard('{Escape}');

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Play the company video' })).toHaveFocus();
    });

    it('closes on a click on the backdrop but not on a click on the video', async () => {
      const user = userEvent.setup();
      renderWithSite(<VideoCounter {...fixture} />);
      await user.click(screen.getByRole('button', { name: 'Play the company video' }));
      const dialog = screen.getByRole('dialog', { name: DIALOG_NAME });

      fireEvent.click(dialog.querySelector('video') as HTMLVideoElement);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(dialog).toHaveAttribute('open');

      fireEvent.click(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('counters', () => {
    function renderObserved() {
      const observer = mockIntersectionObserver();
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
      renderWithSite(<VideoCounter {...fixture} />);
      const list = screen.getByText(fullText('15+ Years of experience')).closest('ul') as HTMLUListElement;
      // the numbers people see; screen readers get the final value from hidden text instead
      const numbers = () => [...list.querySelectorAll('[aria-hidden="true"]')];
      const shown = () => numbers().map((element) => element.textContent);
      // what the styles go by: 'waiting' digits are hidden while script runs (video-counter.styles.ts)
      const phases = () => [...new Set(numbers().map((element) => element.getAttribute('data-count')))];
      return { observer, list, shown, phases };
    }

    it('are in the server HTML with their final values, waiting for a count', () => {
      const html = renderOnServer(<VideoCounter {...fixture} />);
      const digits = [...html.matchAll(/<span aria-hidden="true" data-count="(\w+)"[^>]*>([^<]*)<\/span>/g)].map(([, phase, text]) => `${text} ${phase}`);
      expect(digits).toEqual(['15+ waiting', '120k waiting', '100% waiting']);
    });

    it('wait, with the final values, until they come into view', () => {
      const { shown, phases } = renderObserved();
      expect(shown()).toEqual(['15+', '120k', '100%']);
      expect(phases()).toEqual(['waiting']);
      act(() => vi.advanceTimersByTime(3100));
      expect(phases()).toEqual(['waiting']);
    });

    it('count up from 0 to their values over the count duration once scrolled into view', () => {
      const { observer, list, shown, phases } = renderObserved();
      observer.setIntersecting(list, false);
      expect(phases()).toEqual(['waiting']);
      observer.setIntersecting(list, true);
      expect(phases()).toEqual(['counting']);
      expect(shown()).toEqual(['0+', '0k', '0%']);

      act(() => vi.advanceTimersByTime(1000));
      const halfway = shown().map((text) => Number.parseInt(text ?? '', 10));
      expect(halfway[0]).toBeGreaterThan(0);
      expect(halfway[0]).toBeLessThan(15);

      act(() => vi.advanceTimersByTime(2100));
      expect(shown()).toEqual(['15+', '120k', '100%']);
      expect(phases()).toEqual(['counting']);
    });

    it('count up from 0 when already on screen as they come to life (a visitor who landed on them)', () => {
      const { observer, list, shown, phases } = renderObserved();
      observer.setIntersecting(list, true);
      expect(phases()).toEqual(['counting']);
      expect(shown()).toEqual(['0+', '0k', '0%']);
      act(() => vi.advanceTimersByTime(3100));
      expect(shown()).toEqual(['15+', '120k', '100%']);
    });

    it('wait again as they leave the view, and count again from 0 each time they come back', () => {
      const { observer, list, shown, phases } = renderObserved();
      observer.setIntersecting(list, true);
      act(() => vi.advanceTimersByTime(3100));
      expect(shown()).toEqual(['15+', '120k', '100%']);

      observer.setIntersecting(list, false);
      expect(phases()).toEqual(['waiting']);
      observer.setIntersecting(list, true);
      expect(phases()).toEqual(['counting']);
      expect(shown()).toEqual(['0+', '0k', '0%']);
      act(() => vi.advanceTimersByTime(3100));
      expect(shown()).toEqual(['15+', '120k', '100%']);

      // left and back in the middle of a count: from 0 again
      observer.setIntersecting(list, false);
      observer.setIntersecting(list, true);
      act(() => vi.advanceTimersByTime(1000));
      observer.setIntersecting(list, false);
      observer.setIntersecting(list, true);
      expect(shown()).toEqual(['0+', '0k', '0%']);
      act(() => vi.advanceTimersByTime(3100));
      expect(shown()).toEqual(['15+', '120k', '100%']);
    });

    it('show the final values without counting when the visitor prefers reduced motion', () => {
      setReducedMotion(true);
      const { observer, list, shown, phases } = renderObserved();
      expect(phases()).toEqual(['still']);
      observer.setIntersecting(list, true);
      expect(shown()).toEqual(['15+', '120k', '100%']);
      act(() => vi.advanceTimersByTime(1000));
      expect(shown()).toEqual(['15+', '120k', '100%']);
      expect(phases()).toEqual(['still']);
    });
  });
});
