import { visibleText } from '../../../shared/visible-text.ts';

/**
 * The rules for an uploaded file's name. The name is only shown and searched in the library (an image is stored
 * under its content hash), but it is shown to other editors, so one that hides text or poses as a path is refused.
 */

export const maxFileNameLength = 255;

// with the u flag a paired surrogate is one character, so this finds only a lone one (text no font can show)
const loneSurrogate = /[\ud800-\udfff]/u;

const rename = 'Rename the file to a plain name such as team-photo.jpg and upload it again.';

/** What is wrong with the name, as a full sentence for the editor, or undefined when it may be used. */
export function fileNameProblem(name: string): string | undefined {
  if (name.trim() === '') return `The file has no name. ${rename}`;
  // visibleText escapes control and bidi characters: a name it changes has some
  if (visibleText(name) !== name || loneSurrogate.test(name)) return `The file name contains invisible or control characters. ${rename}`;
  const length = [...name].length;
  if (length > maxFileNameLength) return `The file name is ${length} characters long; it can be at most ${maxFileNameLength}. ${rename}`;
  if (/[/\\]/.test(name) || name.trim() === '.' || name.trim() === '..') return `The file name "${name}" looks like a folder path (it contains /, \\ or ..). ${rename}`;
  return undefined;
}

/** The name as the library keeps it: one Unicode form, so that a search finds it however it was typed. */
export const cleanFileName = (name: string): string => name.normalize('NFC').trim();
