// Interface words of the editor's languages: the switch, the list of missing translations.
const englishNames = new Intl.DisplayNames('en', { type: 'language' });

/** A language as the editor (in English) names it: Hindi, English; its code when the browser knows no name. */
export const languageName = (code: string): string => englishNames.of(code) ?? code;

export const languageLabels = {
  switch: 'Language',
  sharedValues: (language: string, defaultLanguage: string) =>
    `You are editing the ${language} texts, each under its ${defaultLanguage}. Images, links' targets, numbers and choices are the same in every language: changing one here changes it in ${defaultLanguage} too.`,
  missingTitle: (language: string) => `Missing translations (${language})`,
  missingCount: (count: number, page: string) => (count === 1 ? `1 text of ${page} is not translated yet.` : `${count} texts of ${page} are not translated yet.`),
  noneMissing: (language: string, page: string) => `Every text of ${page} is translated into ${language}.`,
  mayFallBack: (language: string, defaultLanguage: string) => `${language} may be published so: these texts then show in ${defaultLanguage}.`,
  blocksPublish: (language: string) => `Publishing is refused until each is translated into ${language}.`,
  sectionMissing: (count: number, language: string) => (count === 1 ? `1 text not in ${language}` : `${count} texts not in ${language}`),
  pagePart: 'Page',
  section: (n: number, title: string) => `Section ${n} “${title}”`,
};
