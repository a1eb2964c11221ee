import { Suspense } from 'react';
import type { Block } from '@/generated/site';
import { useBlockComponent } from '@/render/block-components';
import { ErrorBoundary } from '@/layout/error-boundary';
import { isRegistered } from './catalog-blocks';
import { Notice } from './block-entry.styles';
import { labels } from './labels';

/** A block rendered as a page would render it; a block that fails shows a notice instead of ending the catalog. */
export function BlockPreview({ block }: { block: Block }) {
  if (!isRegistered(block.type)) return <Notice>{labels.notRegistered(block.type)}</Notice>;
  return (
    // keyed by the example: editing it in the schema file tries again
    <ErrorBoundary resetKey={JSON.stringify(block)} fallback={<Notice>{labels.failed}</Notice>}>
      <Suspense fallback={null}>
        <BlockView block={block} />
      </Suspense>
    </ErrorBoundary>
  );
}

function BlockView({ block }: { block: Block }) {
  const Component = useBlockComponent(block.type);
  // Not created here: components come from a module-level cache keyed by block type, the same on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...block} />;
}
