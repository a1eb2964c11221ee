import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one the test drives: `setIntersecting(element, true)` tells the observers of
 * that element, and of the elements inside it, that they entered the viewport. Undo with vi.unstubAllGlobals().
 */
export function mockIntersectionObserver() {
  const observers = new Set<MockIntersectionObserver>();

  class MockIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    readonly scrollMargin = '0px';
    readonly elements = new Set<Element>();

    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }

    observe(element: Element) {
      this.elements.add(element);
    }

    unobserve(element: Element) {
      this.elements.delete(element);
    }

    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }

    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }

    notify(element: Element, isIntersecting: boolean) {
      const rect = element.getBoundingClientRect();
      const entry = {
        target: element,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      } as IntersectionObserverEntry;
      this.callback([entry], this);
    }
  }

  vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);

  return {
    /** tells the observers of `element`, or of an element inside it, that it entered or left the viewport */
    setIntersecting(element: Element, isIntersecting: boolean) {
      act(() => {
        for (const observer of [...observers]) {
          for (const observed of observer.elements) {
            if (element === observed || element.contains(observed)) observer.notify(observed, isIntersecting);
          }
        }
      });
    },
    /** how many elements are observed right now */
    observedCount: () => [...observers].reduce((sum, observer) => sum + observer.elements.size, 0),
  };
}
