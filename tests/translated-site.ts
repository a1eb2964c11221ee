// Test support: a site in English and Hindi, its Hindi texts stand-ins made from the English ones.
import type { Site } from '../src/generated/site.ts';
import { getAt } from '../src/shared/json-pointer.ts';
import { defaultLanguageOnly } from '../src/shared/localize.ts';
import { validateSiteText } from '../src/model/validate-site.ts';

type Loose = Record<string, unknown>;

/**
 * The site with every other language allowed to fall back to the default's texts: for tests that add an
 * English section to the bilingual site and check it is valid apart from its texts awaiting translation.
 */
export function withFallback(site: Site): Site {
  const copy = structuredClone(site);
  for (const locale of copy.settings.locales?.slice(1) ?? []) locale.fallback = true;
  return copy;
}

/** The site with Hindi as a second language (`fallback` as given), no text translated yet. */
export function withHindi(site: Site, fallback?: boolean): Site {
  const copy = defaultLanguageOnly(site);
  copy.settings.locales = [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }];
  if (fallback !== undefined) copy.settings.locales[1]!.fallback = fallback;
  return copy;
}

/** The texts the validator names as untranslated into Hindi, as JSON pointers. */
export function untranslated(site: Site): string[] {
  return validateSiteText(JSON.stringify(site, null, 2), { file: 'site.json' })
    .problems.filter((p) => p.message.includes('is not translated into Hindi (hi)'))
    .map((p) => p.pointer);
}

/**
 * The site with every untranslated text given a Hindi stand-in beside it: "हिन्दी: " and the English text, or
 * short texts ('+', '2008') as they are, since their fields allow only a few characters.
 */
export function translatedIntoHindi(site: Site): Site {
  const copy = structuredClone(site);
  for (const pointer of untranslated(copy)) {
    const path = pointer.split('/').slice(1);
    const field = path.pop()!;
    const item = getAt(copy, path) as Loose;
    const text = item[field];
    const hindi = (t: unknown) => (String(t).length <= 8 ? String(t) : `हिन्दी: ${String(t)}`);
    const translations = (item.translations ??= {}) as Record<string, Loose>;
    (translations.hi ??= {})[field] = Array.isArray(text) ? text.map(hindi) : hindi(text);
  }
  return copy;
}
