import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setReducedMotion } from '@/test/browser-mocks';
import { mockIntersectionObserver } from '@/test/intersection-observer';
import { formatCount, useCountPhase, useCountUpOnRun } from './use-count-up';

function Counter({ run, end = 120 }: { run: boolean; end?: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useCountUpOnRun(ref, { end, suffix: 'k', locale: 'en', durationMs: 2000, run });
  return <span ref={ref}>{formatCount(end, 'k')}</span>;
}

function Phase() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useCountPhase(ref)}</div>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('formatCount', () => {
  it('writes the value with its suffix, grouped and with its own decimals', () => {
    expect(formatCount(15, '+')).toBe('15+');
    expect(formatCount(1200, 'k')).toBe('1,200k');
    expect(formatCount(4.5, '')).toBe('4.5');
  });

  it("writes it in the page's language: Indian grouping in Hindi, the final value's decimals while counting", () => {
    expect(formatCount(120000, '+', 'hi')).toBe('1,20,000+');
    expect(formatCount(120000, '+', 'en')).toBe('120,000+');
    expect(formatCount(2, '', 'en', 1)).toBe('2.0');
  });
});

describe('useCountUpOnRun', () => {
  it('leaves the rendered final value alone until it runs', () => {
    render(<Counter run={false} />);
    expect(screen.getByText('120k')).toBeInTheDocument();
  });

  it('counts from 0 to the value over the duration, and again on each new run', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    const { rerender, container } = render(<Counter run={false} />);
    const counter = container.firstElementChild as HTMLElement;

    rerender(<Counter run />);
    expect(counter).toHaveTextContent('0k');
    act(() => vi.advanceTimersByTime(2100));
    expect(counter).toHaveTextContent('120k');

    rerender(<Counter run={false} />);
    rerender(<Counter run />);
    expect(counter).toHaveTextContent('0k');
    act(() => vi.advanceTimersByTime(2100));
    expect(counter).toHaveTextContent('120k');
  });
});

describe('useCountPhase', () => {
  it('waits until the element is on screen, counts while it is, and waits again once it leaves', () => {
    const observer = mockIntersectionObserver();
    render(<Phase />);
    const element = screen.getByText('waiting');
    observer.setIntersecting(element, false);
    expect(element).toHaveTextContent('waiting');
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('counting');
    observer.setIntersecting(element, false);
    expect(element).toHaveTextContent('waiting');
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('counting');
  });

  it('counts when the element is already on screen as it starts watching', () => {
    const observer = mockIntersectionObserver();
    render(<Phase />);
    const element = screen.getByText('waiting');
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('counting');
  });

  it('stands still, in view or not, when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    const observer = mockIntersectionObserver();
    render(<Phase />);
    const element = screen.getByText('still');
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('still');
  });
});
