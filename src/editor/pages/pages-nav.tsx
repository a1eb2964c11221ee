import { labels } from '../labels';
import { useEditor } from '../state/editor-context';
import { Button, PanelHeading } from '../ui';
import { NavList } from './nav-list.styles';

/** Every page by title and path; choosing one shows its sections and its own fields. */
export function PagesNav({ onAddPage }: { onAddPage: () => void }) {
  const { state, dispatch } = useEditor();
  const { selection, draft } = state;
  return (
    <nav aria-labelledby="editor-pages-heading">
      <PanelHeading id="editor-pages-heading">{labels.pages}</PanelHeading>
      <NavList>
        {draft.pages.map((page, index) => (
          <li key={page.path}>
            <button
              type="button"
              aria-current={selection.shared === null && selection.page === index ? 'page' : undefined}
              onClick={() => dispatch({ type: 'select', selection: { page: index, section: null, shared: null } })}
            >
              {page.title} <small>{page.path}</small>
            </button>
          </li>
        ))}
      </NavList>
      <Button type="button" onClick={onAddPage}>
        {labels.addPage}
      </Button>
    </nav>
  );
}
