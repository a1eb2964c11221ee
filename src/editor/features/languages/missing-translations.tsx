import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { Untranslated } from '../../api/editor-types';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { Button, Hint, PanelHeading } from '../../ui/controls';
import { useEditingLanguage } from '../../state/editing-language';
import { languageLabels } from '../../ui/language-labels';
import { useMissingTranslations } from './use-missing-translations';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  list-style: none;
  padding: 0;
  button {
    width: 100%;
    text-align: start;
  }
`;

/**
 * In another language than the default: the selected page's texts not yet translated into it (or the selected part
 * of the site's content's), each a button that selects its section and focuses the field. Nothing in the default
 * language.
 */
export function MissingTranslations({ untranslated }: { untranslated: readonly Untranslated[] }) {
  const { state } = useEditor();
  const editing = useEditingLanguage();
  const entries = useMissingTranslations(untranslated);
  if (!editing?.form) return null;
  const { name, defaultName } = editing.form;
  const { shared } = state.selection;
  const page = state.draft.pages[state.selection.page];
  // the selected page's, or the selected part of the site's content
  const pageName = shared ? labels.shared[shared] : page ? `${page.title} (${page.path})` : '';
  const fallback = untranslated.some((entry) => entry.locale === editing.code && entry.fallback);
  return (
    <section aria-labelledby="editor-missing-heading">
      <PanelHeading id="editor-missing-heading">{languageLabels.missingTitle(name)}</PanelHeading>
      {entries.length === 0 ? (
        <Hint>{languageLabels.noneMissing(name, pageName)}</Hint>
      ) : (
        <>
          <Hint>
            {languageLabels.missingCount(entries.length, pageName)} {fallback ? languageLabels.mayFallBack(name, defaultName) : languageLabels.blocksPublish(name)}
          </Hint>
          <List>
            {entries.map((entry) => (
              <li key={entry.pointer}>
                <Button type="button" $variant="plain" onClick={entry.jump}>
                  {entry.name}
                </Button>
              </li>
            ))}
          </List>
        </>
      )}
    </section>
  );
}
