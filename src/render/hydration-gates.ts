import type { Block } from '@/generated/site';
import { loadBlock } from '@/render/block-components';

/**
 * Blocks of the first page that are far from the viewport hydrate when they come near it: until then
 * their server HTML stays as it is (React leaves a suspended boundary dehydrated), and their code is not
 * even downloaded. A visitor who scrolls, points at or tabs into a block opens its gate.
 */
interface Gate {
  promise: Promise<void>;
  open: () => void;
  loaded: boolean;
  /** the block is live: React handles its clicks */
  hydrated: boolean;
  /** a button clicked before the block was live: clicked again once it is */
  pendingClick?: HTMLButtonElement;
}

const gates = new Map<Block, Gate>();
const byWrapper = new Map<Element, Gate>();
// Half a viewport ahead: the block's code has arrived by the time it scrolls into sight.
const ahead = '50% 0px 50% 0px';

const gateOf = (target: EventTarget | null) => {
  const wrapper = target instanceof Element ? target.closest('[data-block]') : null;
  return wrapper ? byWrapper.get(wrapper) : undefined;
};

function wake(event: Event) {
  gateOf(event.target)?.open();
}

// A button that submits no form does nothing without its code: keep the click, give it back after
// hydration. Links and submit buttons work without script, so the browser handles them. Kept until the
// block is live, not only until its code has loaded: React hydrates it a moment later, and drops a click
// aimed at it meanwhile; stopped here so that React, which may handle it after all, never sees it twice.
function rememberClick(event: MouseEvent) {
  const gate = gateOf(event.target);
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!gate || gate.hydrated || !button || (button.type === 'submit' && button.form)) return;
  event.stopPropagation();
  gate.pendingClick = button;
  gate.open();
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  // On the window, in the capture phase: React stops events aimed at a block it has not hydrated yet.
  for (const name of ['pointerover', 'focusin', 'touchstart'] as const) window.addEventListener(name, wake, { capture: true, passive: true });
  window.addEventListener('click', rememberClick, { capture: true });
}

function watch(block: Block, wrapper: HTMLElement, gate: Gate): void {
  gates.set(block, gate);
  byWrapper.set(wrapper, gate);
  listen();
}

/** A block of the first screen, which hydrates at once: a click on it before then is given back too. */
export function keepEarlyClicks(block: Block, wrapper: HTMLElement): void {
  watch(block, wrapper, { promise: Promise.resolve(), open: () => {}, loaded: true, hydrated: false });
}

/** Keeps `block` static until its wrapper nears the viewport or is used. */
export function deferHydration(block: Block, wrapper: HTMLElement): void {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const gate: Gate = { promise: opened.then(() => loadBlock(block.type)).then(() => void (gate.loaded = true)), open, loaded: false, hydrated: false };
  watch(block, wrapper, gate);

  // the wrapper is display: contents, without a box of its own to observe
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: ahead });
  observer.observe(wrapper.firstElementChild ?? wrapper);
  void opened.then(() => observer.disconnect());
}

/** The promise a gated block waits on before it hydrates; none once its code has loaded or for other blocks. */
export function hydrationGate(block: Block): Promise<void> | undefined {
  const gate = gates.get(block);
  return gate && !gate.loaded ? gate.promise : undefined;
}

/** Called when a block has hydrated: replays the click its visitor made too early. */
export function blockHydrated(block: Block): void {
  const gate = gates.get(block);
  if (gate) gate.hydrated = true;
  const button = gate?.pendingClick;
  if (!gate || !button) return;
  gate.pendingClick = undefined;
  if (button.isConnected) button.click();
}

/** Loads every gated block: the visitor is leaving the first page, which must be complete when they come back. */
export function openAllGates(): void {
  for (const gate of gates.values()) gate.open();
}
