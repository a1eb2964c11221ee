import type { ContactRequest } from '../../../shared/contact-endpoint.ts';
import { scriptOf } from '../../../shared/localize.ts';

/**
 * How likely a contact request is spam, from what the request itself shows (docs/decisions.md, "Leads"): no
 * third-party service (the machine has no internet, and a lead is personal data). Each signal adds its weight; at
 * `spamThreshold` or more the request is filed under spam and no notification is sent.
 */
export const spamWeights = {
  /** each link in the message, up to three: a client asking for software rarely sends any */
  link: 20,
  /** a name that holds a link or a domain: a person's name never does */
  nameIsLink: 50,
  /** a message mostly in a script none of the site's languages is written in */
  foreignScript: 40,
  /** the same message already sent from this many other addresses in a day */
  repeated: 50,
} as const;
export const spamThreshold = 50;
/** other addresses one message came from within a day before the next one counts as repeated */
export const repeatsBeforeSpam = 2;

// a whole link is one match: an address with its scheme, one starting www., or a bare domain of a common ending
const linkPattern = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|ru|xyz|top|io|in)\b/gi;
const letters = /\p{L}/gu;
/** the same, for a name: one match is enough */
const nameLink = new RegExp(linkPattern.source, 'i');

// Intl names some languages by a script Unicode's properties spell otherwise (Chinese, Japanese, Korean).
const scriptsOf: Record<string, string[]> = { Hans: ['Hani'], Hant: ['Hani'], Jpan: ['Hira', 'Kana', 'Hani'], Kore: ['Hang', 'Hani'] };

/** The Unicode scripts the site's languages are written in, Latin always (names, e-mail addresses). */
export function siteScripts(locales: readonly string[]): RegExp {
  const scripts = new Set(['Latn']);
  for (const locale of locales) {
    const script = scriptOf(locale);
    for (const name of script ? (scriptsOf[script] ?? [script]) : []) scripts.add(name);
  }
  return new RegExp([...scripts].map((name) => `\\p{Script=${name}}`).join('|'), 'u');
}

export interface SpamSignals {
  links: number;
  nameIsLink: boolean;
  foreignScript: boolean;
  /** how many other addresses sent the same message in the last day */
  copies: number;
}

/** What the request shows; `copies` comes from the store. */
export function spamSignals(request: Pick<ContactRequest, 'name' | 'message'>, scripts: RegExp, copies: number): SpamSignals {
  const message = request.message ?? '';
  const found = [...message.matchAll(letters)].map((match) => match[0]);
  const foreign = found.filter((letter) => !scripts.test(letter)).length;
  return {
    links: message.match(linkPattern)?.length ?? 0,
    nameIsLink: nameLink.test(request.name),
    // a few foreign letters (a quoted word) do not count: most of the message must be in another script
    foreignScript: found.length >= 10 && foreign / found.length > 0.5,
    copies,
  };
}

/** The score of the signals: 0 for a plain request, `spamThreshold` or more for likely spam. */
export function spamScore(signals: SpamSignals): number {
  return (
    Math.min(signals.links, 3) * spamWeights.link +
    (signals.nameIsLink ? spamWeights.nameIsLink : 0) +
    (signals.foreignScript ? spamWeights.foreignScript : 0) +
    (signals.copies >= repeatsBeforeSpam ? spamWeights.repeated : 0)
  );
}
