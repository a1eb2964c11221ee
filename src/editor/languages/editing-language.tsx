import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type { FormLanguage } from '../form/translations';
import { useEditor } from '../state/editor-context';
import { languageName } from './labels';

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

/** The language the editor edits, chosen in the toolbar; the default one until another is chosen, or once it is gone. */
export function EditingLanguageProvider({ children }: { children: ReactNode }) {
  const { state } = useEditor();
  // a site that names no language is in English (settings.language's default)
  const { language = 'en', locales: declared } = state.draft.settings;
  const [chosen, choose] = useState<string | null>(null);
  const value = useMemo<EditingLanguage>(() => {
    const locales = declared?.length ? declared.map(({ code, name }) => ({ code, name })) : [{ code: language, name: languageName(language) }];
    const code = locales.some((locale) => locale.code === chosen) && chosen !== null ? chosen : language;
    const form = code === language ? undefined : { code, name: languageName(code), defaultCode: language, defaultName: languageName(language) };
    return { code, defaultCode: language, locales, choose, form };
  }, [language, declared, chosen]);
  return <EditingLanguageContext value={value}>{children}</EditingLanguageContext>;
}

/** The language the editor edits; outside a provider (a form on its own), the site's default. */
export function useEditingLanguage(): EditingLanguage | null {
  return use(EditingLanguageContext);
}
