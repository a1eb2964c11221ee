import { useId, useMemo } from 'react';
import { useEditor } from '../../state/editor-context';
import { useEditingLanguage } from '../../state/editing-language';
import { Hint } from '../../ui/controls';
import { LinkPreview } from './link-preview';
import { SearchResult } from './search-result';
import { shareFacts } from './share-facts';
import { shareLabels } from './share-labels';
import { Region } from './share-preview.styles';
import { ShareWarnings } from './share-warnings';

/** The selected page's search result and link preview, in the language being edited, as the page's fields are typed. */
export function SharePreview() {
  const { state } = useEditor();
  const editing = useEditingLanguage();
  const headingId = useId();
  const index = state.selection.page;
  const page = state.draft.pages[index];
  const code = editing?.code ?? state.draft.settings.language ?? 'en';
  const name = editing?.locales.find((locale) => locale.code === code)?.name ?? code;
  // one page's texts, compared with the other pages' titles and descriptions: cheap even on a long site
  const facts = useMemo(() => shareFacts(state.draft, index, code), [state.draft, index, code]);
  if (!facts || !page) return null;
  return (
    <Region aria-labelledby={headingId}>
      <h3 id={headingId}>{shareLabels.heading}</h3>
      <Hint>{shareLabels.intro(name)}</Hint>
      <SearchResult facts={facts} lang={code} />
      <LinkPreview facts={facts} lang={code} ownImage={page.share?.image !== undefined} />
      <ShareWarnings warnings={facts.warnings} />
    </Region>
  );
}
