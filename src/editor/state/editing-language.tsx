import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { FormLanguage } from './translations';
import { useEditor } from './editor-context';
import { languageName } from '../ui/language-labels';

export interface EditingLanguage {
  /** the language whose texts the forms and the preview show */
  code: string;
  /** the site's default language (settings.language): the texts as written */
  defaultCode: string;
  /** every language of the site, the default first, each with its own name (हिन्दी) */
  locales: { code: string; name: string }[];
  choose(code: string): void;
  /** what the forms get: undefined in the default language, which they edit as they always did */
  form: FormLanguage | undefined;
}

const EditingLanguageContext = createContext<EditingLanguage | null>(null);

// the editor's own choice, kept in this browser: a translator who reloads is still in Hindi
const storageKey = 'site-editor:language';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null; // storage blocked: the default language, as on a first visit
  }
}

function storeChoice(code: string, defaultCode: string): void {
  try {
    if (code === defaultCode) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, code);
  } catch {
    // storage blocked or full: the choice holds until the page is left
  }
}

/**
 * The language the editor edits, chosen in the toolbar and remembered in this browser; the default one until another
 * is chosen, or once it is gone from the site.
 */
export function EditingLanguageProvider({ children }: { children: ReactNode }) {
  const { state } = useEditor();
  // a site that names no language is in English (settings.language's default)
  const { language = 'en', locales: declared } = state.draft.settings;
  const [chosen, setChosen] = useState<string | null>(storedChoice);
  const choose = useCallback(
    (code: string) => {
      storeChoice(code, language);
      setChosen(code);
    },
    [language],
  );
  const value = useMemo<EditingLanguage>(() => {
    const locales = declared?.length ? declared.map(({ code, name }) => ({ code, name })) : [{ code: language, name: languageName(language) }];
    const code = locales.some((locale) => locale.code === chosen) && chosen !== null ? chosen : language;
    const form = code === language ? undefined : { code, name: languageName(code), defaultCode: language, defaultName: languageName(language) };
    return { code, defaultCode: language, locales, choose, form };
  }, [language, declared, chosen, choose]);
  return <EditingLanguageContext value={value}>{children}</EditingLanguageContext>;
}

/** The language the editor edits; outside a provider (a form on its own), the site's default. */
export function useEditingLanguage(): EditingLanguage | null {
  return use(EditingLanguageContext);
}
