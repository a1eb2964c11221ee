import type { ShownPage } from '@/content/site-types';
import { loadBlocks } from '@/render/block-components';
import { deferHydration, keepEarlyClicks } from '../render/hydration-gates';

/** How far outside the viewport a block still hydrates at once, in viewport heights. */
const margin = 0.5;

/**
 * Before hydrating the prerendered `page`: loads the code of the blocks on or near the first
 * screen, so they hydrate in the first pass, and leaves the others to hydrate when they come near. A button
 * clicked on any of them before it is live is clicked again once it is (hydration-gates.ts).
 */
export async function prepareHydration({ sections }: ShownPage, root: HTMLElement): Promise<void> {
  const wrappers = [...root.querySelectorAll<HTMLElement>('[data-block]')];
  // the prerendered HTML has one wrapper per block, in order; anything else hydrates everything now
  if (wrappers.length !== sections.length) return void (await loadBlocks(sections));
  const height = window.innerHeight;
  const eager = sections.filter((block, index) => {
    const box = (wrappers[index]!.firstElementChild ?? wrappers[index]!).getBoundingClientRect();
    const near = box.top < height * (1 + margin) && box.bottom > -height * margin;
    if (near) keepEarlyClicks(block, wrappers[index]!);
    else deferHydration(block, wrappers[index]!);
    return near;
  });
  await loadBlocks(eager);
}
