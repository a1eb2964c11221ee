// Interface words of the problems the editor lists: each in a marketer's words, the validator's line kept for developers.
const quoted = (value: string) => `“${value}”`;
const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);
const didYouMean = (suggestion: string | undefined) => (suggestion ? ` Did you mean ${quoted(suggestion)}?` : '');

export const problemLabels = {
  /** "Home (/) › section 1 “Hero” › avatar 1 › alternative text: not translated into Hindi yet." */
  headline: (place: string, says: string) => (place ? `${place}: ${says}` : says.charAt(0).toUpperCase() + says.slice(1)),
  writeIn: (language: string) => `Write it in ${language}`,
  goToField: 'Go to the field',
  /** a button's name: what it does, then where */
  actionAt: (action: string, place: string) => (place ? `${action}: ${place}` : action),
  developerDetails: 'Details for developers',
  // what the validator's messages say, in plain words
  says: {
    untranslated: (language: string) => `not translated into ${language} yet.`,
    required: 'is required: fill it in.',
    empty: 'is empty: fill it in.',
    tooShort: (count: string) => `is too short: write at least ${count} characters.`,
    tooLong: (count: string) => `is too long: keep it to ${count} characters or fewer.`,
    tooFew: (count: number) => `needs at least ${items(count)}.`,
    tooMany: (count: number) => `has too many: at most ${items(count)}.`,
    noPage: (value: string, suggestion?: string) => `leads to ${quoted(value)}, which is not a page of the site.${didYouMean(suggestion)}`,
    noSection: (value: string, page: string, suggestion?: string) => `leads to ${quoted(value)}, but the page ${page} has no section with that anchor id.${didYouMean(suggestion)}`,
    noItem: (value: string, list: string, suggestion?: string) => `names ${quoted(value)}, which is none of the ${list}.${didYouMean(suggestion)}`,
    notAChoice: (suggestion?: string) => `is not one of the choices: pick one from the list.${didYouMean(suggestion)}`,
    wrongForm: 'is not written in the form it needs: see the hint under the field.',
    webAddress: 'must be a full web address, such as https://example.com.',
    email: 'must be an email address, such as name@example.com.',
    valid: (what: string) => `must be a valid ${what}.`,
    wrongKind: 'holds the wrong kind of value: undo the change, or ask a developer (details below).',
    unknownField: (name: string) => `holds ${quoted(name)}, which the site does not know: ask a developer to remove it.`,
    usedTwice: (value: string, item: number) => `${quoted(value)} is already used by item ${item}: each needs its own.`,
    imageGone: 'the uploaded image is no longer in the media library: upload it again, or choose another image.',
    noFile: (file: string) => `the file ${quoted(file)} does not exist: choose another.`,
    imageSize: (side: string, size: string) => `must be ${size}, the ${side} of the uploaded image: upload the image again to set it.`,
    translatesNothing: (language: string) => `translates a text that is empty in ${language}: write it in ${language} first, or empty the translation.`,
    listLength: (count: string, original: string, language: string) => `has ${count} texts where ${language} has ${original}: translate each of them, in the same order.`,
  },
  // the languages a publish waits on, or that publish with the default language's texts for now
  fallback: {
    waits: (language: string, defaultLanguage: string) =>
      `The site's settings publish ${language} only once every text is translated. To publish now, with ${language} pages showing the ${defaultLanguage} text until it is translated, turn on “Fall back to the default language” for ${language} in the Settings, save, then publish.`,
    openSetting: 'Open the setting',
    openSettingName: (language: string) => `Open the setting “Fall back to the default language” for ${language}`,
    forNow: (language: string, defaultLanguage: string, count: number) =>
      `${language} is published with ${defaultLanguage} for now: ${count === 1 ? '1 text is' : `${count} texts are`} not translated yet, and ${language} pages show the ${defaultLanguage} text until ${count === 1 ? 'it is' : 'they are'} translated.`,
  },
};
