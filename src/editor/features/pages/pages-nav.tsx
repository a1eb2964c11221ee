import { memo, useCallback, useState } from 'react';
import styled from 'styled-components';
import type { Page } from '@/generated/site';
import { theme } from '@/theme/tokens';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { Button, PanelHeading } from '../../ui/controls';
import { NavList } from './nav-list.styles';
import { startLabels } from './start-labels';

type Entry = Pick<Page, 'title' | 'path'> & { template: boolean; tested: boolean };

const underTest = (page: Page) => page.sections.some((section) => 'test' in section && section.test !== undefined);
const entriesOf = (pages: readonly Page[]): readonly Entry[] => pages.map((page) => ({ title: page.title, path: page.path, template: page.template === true, tested: underTest(page) }));
const sameEntries = (entries: readonly Entry[], pages: readonly Page[]) =>
  entries.length === pages.length &&
  pages.every((page, i) => page.title === entries[i]!.title && page.path === entries[i]!.path && (page.template === true) === entries[i]!.template && underTest(page) === entries[i]!.tested);

/** The pages' titles, paths and whether each is a template, the same array as last time while none of them changed. */
function usePageEntries(pages: readonly Page[]): readonly Entry[] {
  const [entries, setEntries] = useState(() => entriesOf(pages));
  if (sameEntries(entries, pages)) return entries;
  // derived state, adjusted while rendering (React's pattern for "information from previous renders")
  const next = entriesOf(pages);
  setEntries(next);
  return next;
}

interface PageListProps {
  entries: readonly Entry[];
  current: number | null;
  onSelect: (index: number) => void;
}

// a template is kept out of the site, a page under test shows visitors two versions: said in words beside its path
const Mark = styled.small`
  justify-self: start;
  padding: 0 ${theme.space.xs};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.sm};
`;

// Drawn again only when a title, a path or the current page changes: typing in a section of a 1,000-page site
// must not rebuild a thousand buttons on every key.
const PageList = memo(function PageList({ entries, current, onSelect }: PageListProps) {
  return (
    <NavList>
      {entries.map(({ title, path, template, tested }, index) => (
        <li key={path}>
          <button type="button" aria-current={current === index ? 'page' : undefined} onClick={() => onSelect(index)}>
            {title} <small>{path}</small>
            {template && (
              <>
                {' '}
                <Mark>{startLabels.template}</Mark>
              </>
            )}
            {tested && (
              <>
                {' '}
                <Mark>{labels.testMark}</Mark>
              </>
            )}
          </button>
        </li>
      ))}
    </NavList>
  );
});

/** Every page by title and path; choosing one shows its sections and its own fields. */
export function PagesNav({ onAddPage }: { onAddPage: () => void }) {
  const { state, dispatch } = useEditor();
  const { selection, draft } = state;
  const entries = usePageEntries(draft.pages);
  const select = useCallback((index: number) => dispatch({ type: 'select', selection: { page: index, section: null, shared: null } }), [dispatch]);
  return (
    <nav aria-labelledby="editor-pages-heading">
      <PanelHeading id="editor-pages-heading">{labels.pages}</PanelHeading>
      <PageList entries={entries} current={selection.shared === null ? selection.page : null} onSelect={select} />
      <Button type="button" onClick={onAddPage}>
        {labels.addPage}
      </Button>
    </nav>
  );
}
