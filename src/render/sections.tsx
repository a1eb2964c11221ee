import type { ComponentType } from 'react';
import type { Block } from '@/generated/site';
import { blockRegistry, type BlockRegistry } from './registry';

interface SectionsProps {
  sections: Block[];
  /** tests pass a registry with entries swapped */
  registry?: BlockRegistry;
}

/** Renders a page's blocks in the order site.json gives them. */
export function Sections({ sections, registry = blockRegistry }: SectionsProps) {
  return sections.map((block, index) => {
    // The registry's mapped type pairs each type with its props; TypeScript cannot follow that through a union.
    const Component = registry[block.type] as ComponentType<Block>;
    return <Component key={`${block.type}-${block.id ?? index}`} {...block} />;
  });
}
