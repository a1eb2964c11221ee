import type { Untranslated } from '../api/editor-types';
import { fieldId } from '../forms/schema-form';
import { languageName } from '../ui/language-labels';
import { useEditor } from '../state/editor-context';
import { Button, Hint } from '../ui/controls';
import { focusFirstWhenShown, leave } from './focus-place';
import { problemLabels } from '../forms/problem-labels';

const { fallback: words } = problemLabels;

interface Props {
  /** the languages a problem says a text is not translated into */
  refusing: readonly string[];
  /** the draft's texts not translated yet (its live validation): those of a language that may fall back publish so */
  untranslated: readonly Untranslated[];
}

/**
 * What the site's settings allow for its languages: a language the publish waits on until every text is translated
 * (and the setting that would let it show the default language's text for now), or one that publishes so already.
 */
export function LanguageNotes({ refusing, untranslated }: Props) {
  const { state, dispatch } = useEditor();
  const { language: defaultCode = 'en', locales = [] } = state.draft.settings;
  const defaultName = languageName(defaultCode);
  const waiting = [...new Set(refusing)].filter((code) => !locales.some((locale) => locale.code === code && locale.fallback === true));
  const counts = new Map<string, number>();
  for (const entry of untranslated) if (entry.fallback) counts.set(entry.locale, (counts.get(entry.locale) ?? 0) + 1);
  if (waiting.length === 0 && counts.size === 0) return null;
  const openSetting = (code: string) => {
    const index = locales.findIndex((locale) => locale.code === code);
    dispatch({ type: 'select', selection: { shared: 'settings' } });
    focusFirstWhenShown([fieldId('shared', `/locales/${index}/fallback`), fieldId('shared', `/locales/${index}`)]);
  };
  return (
    <>
      {waiting.map((code) => (
        <div key={code}>
          <Hint>{words.waits(languageName(code), defaultName)}</Hint>
          {locales.some((locale) => locale.code === code) && (
            <Button type="button" $variant="plain" aria-label={words.openSettingName(languageName(code))} onClick={(event) => leave(event.currentTarget, () => openSetting(code))}>
              {words.openSetting}
            </Button>
          )}
        </div>
      ))}
      {[...counts].map(([code, count]) => (
        <Hint key={code}>{words.forNow(languageName(code), defaultName, count)}</Hint>
      ))}
    </>
  );
}
