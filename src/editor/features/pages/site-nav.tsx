import { sharedKeys } from '../../api/editor-types';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { PanelHeading } from '../../ui/controls';
import { NavList } from './nav-list.styles';

/** The content every page shares (settings, menu, footer, services …), each opened in the form. */
export function SiteNav() {
  const { state, dispatch } = useEditor();
  return (
    <nav aria-labelledby="editor-site-heading">
      <PanelHeading id="editor-site-heading">{labels.site}</PanelHeading>
      <NavList>
        {sharedKeys.map((key) => (
          <li key={key}>
            <button type="button" aria-current={state.selection.shared === key ? 'true' : undefined} onClick={() => dispatch({ type: 'select', selection: { shared: key, section: null } })}>
              {labels.shared[key]}
            </button>
          </li>
        ))}
      </NavList>
    </nav>
  );
}
