import type { InterfaceWords } from './labels.ts';

export type ContactField = 'name' | 'email' | 'phone' | 'message';

/** A rule of schema/contact-request.schema.json whose failure has a message; `required` is the missing field's. */
export type ContactRule = 'type' | 'required' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'not';

/** The interface words of the contact form's messages and of the server's 422 page (settings.interface). */
export type ContactWords = Pick<InterfaceWords, 'nameRequired' | 'emailRequired' | 'phoneRequired' | 'emailInvalid' | 'phoneInvalid' | 'checkRequest' | 'notSentYet' | 'youEntered' | 'backToForm'>;

export const contactWordKeys: readonly (keyof ContactWords)[] = ['nameRequired', 'emailRequired', 'phoneRequired', 'emailInvalid', 'phoneInvalid', 'checkRequest', 'notSentYet', 'youEntered', 'backToForm'];

/**
 * The word of each message a visitor meets with the form (an empty field, a malformed e-mail or phone). The rest
 * (too long, not text, on two lines) only a script can cause: those stay the schema's English.
 */
const messageWords: Partial<Record<string, Partial<Record<ContactRule, keyof ContactWords>>>> = {
  // a blank name fails the pattern \S: it is empty too
  name: { required: 'nameRequired', minLength: 'nameRequired', pattern: 'nameRequired' },
  email: { required: 'emailRequired', minLength: 'emailRequired', format: 'emailInvalid' },
  phone: { required: 'phoneRequired', minLength: 'phoneRequired', pattern: 'phoneInvalid' },
};

/** The message of `field` failing `rule` in a language's words; `english` (the schema's) when they have none for it. */
export function contactMessage(words: Partial<ContactWords> | undefined, field: string, rule: string, english: string): string {
  const key = messageWords[field]?.[rule as ContactRule];
  const word = key ? words?.[key] : undefined;
  return word && word.trim() !== '' ? word : english;
}

/** The contact words of a site's settings.interface (absent: none, so every message is the schema's English). */
export function contactWordsOf(words: Partial<InterfaceWords> | undefined): Partial<ContactWords> {
  if (!words) return {};
  return Object.fromEntries(contactWordKeys.flatMap((key) => (typeof words[key] === 'string' ? [[key, words[key]]] : [])));
}
