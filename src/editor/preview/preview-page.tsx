import { memo, useEffect, useRef } from 'react';
import type { Block } from '@/generated/site';
import { theme } from '@/theme/tokens';
import { Sections } from '@/render/sections';
import { Breadcrumb } from '@/layout/breadcrumb';
import { ErrorBoundary } from '@/layout/error-boundary';
import type { PreviewPage as PageData } from '../api/preview-messages';
import { sectionsAttribute } from './section-index';
import { takeClicked } from './use-select-clicks';
import { Notice, selectionCss } from './preview.styles';
import { previewLabels } from './labels';

// below the sticky header
const headerRoom = parseInt(theme.layout.headerHeight, 10) + 16;

/**
 * A section chosen in the editor comes into view, its top under the header. The preview's own window
 * scrolls: scrollIntoView would scroll the editor's page around the iframe too.
 */
function bringIntoView(section: Element) {
  const { top } = section.getBoundingClientRect();
  if (top >= headerRoom && top < window.innerHeight - 48) return;
  window.scrollTo({ top: window.scrollY + top - headerRoom });
}

let nextVersion = 0;
const versions = new WeakMap<Block, string>();
// A block object is replaced when it changes (draft-store reuses unchanged ones): its identity is its version.
const versionOf = (block: Block) => {
  let version = versions.get(block);
  if (version === undefined) versions.set(block, (version = String(++nextVersion)));
  return version;
};

/**
 * One section through the site's own renderer. Memoized on the block: typing in one section draws that
 * section only. A block that cannot render the draft yet shows a notice until it changes.
 */
const PreviewSection = memo(function PreviewSection({ block }: { block: Block }) {
  return (
    <ErrorBoundary
      resetKey={versionOf(block)}
      // in a wrapper of its own, so the sections after it keep their positions for clicks and the outline
      fallback={
        <div data-block={block.type}>
          <Notice>{previewLabels.sectionFailed}</Notice>
        </div>
      }
    >
      <Sections sections={[block]} />
    </ErrorBoundary>
  );
});

/** The draft page as the site renders it: breadcrumb band, then the sections, the selected one outlined. */
export function PreviewPage({ page, path, selected }: { page: PageData | null; path: string; selected: number | null }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected === null) return;
    // one clicked here is where the visitor looks already: it stays put
    if (takeClicked(selected)) return;
    const section = container.current?.children[selected]?.firstElementChild;
    if (section) bringIntoView(section);
  }, [selected]);

  if (!page) return <Notice>{previewLabels.noPage(path)}</Notice>;
  return (
    <>
      <style>{selectionCss(selected)}</style>
      {page.breadcrumb && <Breadcrumb title={page.breadcrumb} />}
      {/* display: contents, so the sections lay out as on the site */}
      <div ref={container} {...{ [sectionsAttribute]: '' }} style={{ display: 'contents' }}>
        {page.sections.map((block, index) => (
          // by position and type: an edit updates the block in place instead of mounting it afresh
          <PreviewSection key={`${index}-${block.type}`} block={block} />
        ))}
      </div>
    </>
  );
}
