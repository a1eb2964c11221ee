// jsdom has no matchMedia and no scrolling: a matchMedia that follows window.innerWidth (set by
// setViewportWidth) and a reduced-motion switch, plus silent scrollTo/scrollIntoView for tests to spy on.
import { afterEach } from 'vitest';

const DEFAULT_WIDTH = 1024;
let reducedMotion = false;
const liveLists = new Set<MockMediaQueryList>();

function matchesCondition(condition: string): boolean {
  const width = /^\(\s*(min|max)-width:\s*([\d.]+)px\s*\)$/.exec(condition);
  if (width) {
    const px = Number(width[2]);
    return width[1] === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
  }
  if (/^\(\s*prefers-reduced-motion:\s*reduce\s*\)$/.test(condition)) return reducedMotion;
  return false;
}

function evaluate(query: string): boolean {
  return query.split(',').some((part) =>
    part
      .trim()
      .split(/\s+and\s+/)
      .every((condition) => matchesCondition(condition.trim())),
  );
}

type Listener = (event: MediaQueryListEvent) => void;

class MockMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => void) | null = null;
  private last: boolean;
  private listeners = 0;

  constructor(readonly media: string) {
    super();
    this.last = evaluate(media);
  }

  get matches() {
    return evaluate(this.media);
  }

  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean) {
    super.addEventListener(type, listener, options);
    this.listeners += 1;
    liveLists.add(this);
  }

  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean) {
    super.removeEventListener(type, listener, options);
    this.listeners = Math.max(0, this.listeners - 1);
    if (this.listeners === 0) liveLists.delete(this);
  }

  addListener(listener: Listener | null) {
    this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: Listener | null) {
    this.removeEventListener('change', listener as EventListener);
  }

  notifyIfChanged() {
    const now = this.matches;
    if (now === this.last) return;
    this.last = now;
    const event = Object.assign(new Event('change'), { matches: now, media: this.media }) as MediaQueryListEvent;
    this.onchange?.call(this, event);
    this.dispatchEvent(event);
  }
}

function notifyAll() {
  for (const list of [...liveLists]) list.notifyIfChanged();
}

/** Resizes the jsdom window and tells media-query listeners, as a browser would. */
export function setViewportWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
  window.dispatchEvent(new Event('resize'));
  notifyAll();
}

/** Switches the visitor's "reduce motion" preference. */
export function setReducedMotion(value: boolean) {
  reducedMotion = value;
  notifyAll();
}

if (typeof window !== 'undefined') {
  // always this module's: a file sharing the worker with the one before gets a new copy of it (tests/fresh-file.ts)
  window.matchMedia = (query: string) => new MockMediaQueryList(query);
  window.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

  afterEach(() => {
    reducedMotion = false;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: DEFAULT_WIDTH });
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
    liveLists.clear();
  });
}
