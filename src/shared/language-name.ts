// A language as the model's messages name it, shared so that the editor's checks of redirects word it alike.
const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/** "Hindi (hi)": a language as a message names it. */
export const languageName = (code: string) => `${languageNames.of(code) ?? code} (${code})`;
