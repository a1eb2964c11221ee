import { childPointer } from '@/shared/json-pointer';
import { labels } from '../ui/labels';
import { sharedKeys, type SharedKey } from '../api/editor-types';
import { languageName } from '../ui/language-labels';
import { problemLabels } from './problem-labels';

const says = problemLabels.says;

/** What a validator's message says, in a marketer's words, and the field it is about. */
export interface ProblemWords {
  says: string;
  /** the field's pointer: the problem's, or the missing property's inside it */
  pointer: string;
  /** a text not translated into this language yet */
  untranslated?: string;
}

/** " — did you mean "x"?" at the end of a message (closest.ts) */
const suggestion = (tail: string | undefined) => (tail ? /^ — did you mean "(.*)"\?$/.exec(tail)?.[1] : undefined);
const listName = (list: string) => (sharedKeys.includes(list as SharedKey) ? labels.shared[list as SharedKey].toLowerCase() : list);
// the site's own validator speaks in sentences without the final stop
const asSentence = (message: string) => (/[.?!]$/.test(message) ? message : `${message}.`);

type Reading = (match: RegExpExecArray, pointer: string, defaultName: string) => Omit<ProblemWords, 'pointer'> & { pointer?: string };

// The shapes of src/model/messages.ts's and keywords.ts's messages (and ajv's own, which a few paths pass on), each read
// in plain words; the first that matches.
const readings: [RegExp, Reading][] = [
  [/^is not translated into .+? \(([^)]+)\)/, ([, code]) => ({ says: says.untranslated(languageName(code!)), untranslated: code })],
  [/^missing required property "(.*)"$/, ([, key], pointer) => ({ says: says.required, pointer: childPointer(pointer, key!) })],
  [/^must have required property '(.*)'$/, ([, key], pointer) => ({ says: says.required, pointer: childPointer(pointer, key!) })],
  [/^must not be empty$|^must NOT have fewer than 1 characters$/, () => ({ says: says.empty })],
  [/^must be at least (\d+) characters long$|^must NOT have fewer than (\d+) characters$/, ([, count, raw]) => ({ says: says.tooShort((count ?? raw)!) })],
  [/^must be at most (\d+) characters long$|^must NOT have more than (\d+) characters$/, ([, count, raw]) => ({ says: says.tooLong((count ?? raw)!) })],
  [/^must have at least (\d+) items?$|^must NOT have fewer than (\d+) items$/, ([, count, raw]) => ({ says: says.tooFew(Number(count ?? raw)) })],
  [/^must have at most (\d+) items?$|^must NOT have more than (\d+) items$/, ([, count, raw]) => ({ says: says.tooMany(Number(count ?? raw)) })],
  [/^"(.*)" is not the path of any page( — .*)?$/, ([, value, tail]) => ({ says: says.noPage(value!, suggestion(tail)) })],
  [/^"(.*)" is not the id of any section on page "(.*)"( — .*)?$/, ([, value, page, tail]) => ({ says: says.noSection(value!, page!, suggestion(tail)) })],
  [/^"(.*)" is not the id of any item under "(.*)"( — .*)?$/, ([, value, list, tail]) => ({ says: says.noItem(value!, listName(list!), suggestion(tail)) })],
  [/^"(.*)" is not allowed here( — .*)?$/, ([, , tail]) => ({ says: says.notAChoice(suggestion(tail)) })],
  [/^must be one of |^must be equal to one of the allowed values$/, () => ({ says: says.notAChoice() })],
  [/^has the wrong form |^must match pattern /, () => ({ says: says.wrongForm })],
  [/^must (?:be a valid|match format) "?(uri|url|uri-reference|iri)"?$/, () => ({ says: says.webAddress })],
  [/^must (?:be a valid|match format) "?email"?$/, () => ({ says: says.email })],
  [/^must (?:be a valid|match format) "?([^"]+)"?$/, ([, what]) => ({ says: says.valid(what!) })],
  [/^must be (string|number|integer|boolean|object|array|null)(,.*)?$/, () => ({ says: says.wrongKind })],
  [/^unknown property "(.*?)"/, ([, name]) => ({ says: says.unknownField(name!) })],
  [/^"(.*)" is used twice: .* \(first used at item (\d+)\)$/, ([, value, item]) => ({ says: says.usedTwice(value!, Number(item) + 1) })],
  [/^the uploaded image ".*" is not in the media library/, () => ({ says: says.imageGone })],
  [/^file "public(.*)" does not exist$/, ([, file]) => ({ says: says.noFile(file!) })],
  [/^must be (\d+), the (width|height) of the uploaded image/, ([, size, side]) => ({ says: says.imageSize(side!, size!) })],
  [/^translates ".*", which this item does not have/, (_match, _pointer, defaultName) => ({ says: says.translatesNothing(defaultName) })],
  [/^has (\d+) texts where ".*" has (\d+)/, ([, count, original], _pointer, defaultName) => ({ says: says.listLength(count!, original!, defaultName) })],
];

/**
 * A validator's message (without its `site.json:LINE:COL  /pointer` prefix) in a marketer's words: the known shapes
 * reworded, any other kept as the validator wrote it. `defaultLanguage` is the site's (settings.language).
 */
export function problemWords(pointer: string, message: string, defaultLanguage: string): ProblemWords {
  for (const [shape, read] of readings) {
    const match = shape.exec(message);
    if (match) return { pointer, ...read(match, pointer, languageName(defaultLanguage)) };
  }
  return { pointer, says: asSentence(message) };
}

/** A message as a field shows it, under its own label: what it says, in the same plain words. */
export const plainMessage = (message: string, defaultLanguage: string): string => problemWords('', message, defaultLanguage).says;
