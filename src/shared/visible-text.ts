// Text someone else typed, made safe to show in a log or a list: a terminal obeys ESC, a log reader takes CR and LF
// for a new entry, and bidi overrides reorder what is shown (U+202E makes "moc.elpmaxe" read as "example.com").

// C0 controls, DEL, C1 controls, the line and paragraph separators, and the bidi marks, embeddings, overrides and isolates
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const invisible = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const control = /[\u0000-\u001f\u007f-\u009f]/;
/** Whether `text` holds a C0 or C1 control character or DEL: nothing a person types into a search or a name. */
export const holdsControl = (text: string): boolean => control.test(text);

const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` with each control character and bidi control written as its escape (ESC as `\u001b`). A backslash is left
 * as it is, so escaping twice changes nothing: the store escapes what it writes and the editor what it shows.
 */
export function visibleText(text: string): string;
export function visibleText(text: string | null): string | null;
export function visibleText(text: string | null): string | null {
  return text === null ? null : text.replace(invisible, escape);
}
