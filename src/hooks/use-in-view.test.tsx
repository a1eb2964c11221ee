import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockIntersectionObserver } from '@/test/intersection-observer';
import { useInView } from './use-in-view';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return <div ref={ref}>{inView ? 'in view' : 'out of view'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useInView', () => {
  it('follows the element in and out of the viewport, every time', () => {
    const observer = mockIntersectionObserver();
    render(<Probe />);
    const element = screen.getByText('out of view');

    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('in view');
    observer.setIntersecting(element, false);
    expect(element).toHaveTextContent('out of view');
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('in view');
  });

  it('stops observing when the component goes away', () => {
    const observer = mockIntersectionObserver();
    const { unmount } = render(<Probe />);
    expect(observer.observedCount()).toBe(1);
    unmount();
    expect(observer.observedCount()).toBe(0);
  });

  it('stays false, without failing, where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('out of view')).toBeInTheDocument();
  });
});
