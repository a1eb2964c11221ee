import type { Block } from '@/generated/site';
import type { BlockRegistry } from './registry';
import { useBlockComponent } from './block-components';

interface SectionsProps {
  sections: Block[];
  /** tests pass a registry of components instead of loading them */
  registry?: BlockRegistry;
}

/** Renders a page's blocks in the order site.json gives them. */
export function Sections({ sections, registry }: SectionsProps) {
  return sections.map((block, index) => <BlockView key={`${block.type}-${block.id ?? index}`} block={block} registry={registry} />);
}

function BlockView({ block, registry }: { block: Block; registry?: BlockRegistry }) {
  const Component = useBlockComponent(block.type, registry);
  // Not created here: components come from a module-level cache keyed by block type, the same on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...block} />;
}
