import { Suspense, use, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { Block } from '@/generated/site';
import { FirstScreenContext } from '@/content/first-screen';
import type { BlockRegistry } from './registry';
import { useBlockComponent } from './block-components';
import { blockHydrated, hydrationGate } from '@/render/hydration-gates';

interface SectionsProps {
  sections: Block[];
  /** the first of them opens the page: its first-screen image loads first (src/render/first-screen.ts) */
  firstScreen?: boolean;
  /** tests pass a registry of components instead of loading them */
  registry?: BlockRegistry;
}

/**
 * Renders a page's blocks in the order site.json gives them. Each sits in a wrapper (display: contents)
 * the client measures before hydrating, and in a Suspense boundary of its own, so a block far below the
 * first screen can stay static HTML until it comes near.
 */
export function Sections({ sections, firstScreen = false, registry }: SectionsProps) {
  return sections.map((block, index) => (
    <BlockSlot key={`${block.type}-${block.id ?? index}`} block={block} first={firstScreen && index === 0} registry={registry} />
  ));
}

function BlockSlot({ block, first, registry }: { block: Block; first: boolean; registry?: BlockRegistry }) {
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    // lang: a section shown in the default language on another language's page, its translation missing
    <div ref={wrapper} data-block={block.type} lang={(block as { lang?: string }).lang}>
      <Suspense fallback={null}>
        <HydrationGate block={block}>
          <FirstScreenContext value={first}>
            <BlockView block={block} registry={registry} wrapper={wrapper} />
          </FirstScreenContext>
        </HydrationGate>
      </Suspense>
    </div>
  );
}

/** Waits, while the block is static, for its gate; a component of its own, with no hooks, so a replay after the wait renders the block afresh. */
function HydrationGate({ block, children }: { block: Block; children: ReactNode }) {
  const gate = hydrationGate(block);
  if (gate) use(gate);
  return children;
}

interface BlockViewProps {
  block: Block;
  registry?: BlockRegistry;
  wrapper: RefObject<HTMLDivElement | null>;
}

function BlockView({ block, registry, wrapper }: BlockViewProps) {
  const Component = useBlockComponent(block.type, registry);
  useEffect(() => {
    // <div data-block data-hydrated>: the block is live; tests and styles wait on it instead of on time
    wrapper.current?.setAttribute('data-hydrated', '');
    blockHydrated(block);
  }, [block, wrapper]);
  // Not created here: components come from a module-level cache keyed by block type, the same on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...block} />;
}
