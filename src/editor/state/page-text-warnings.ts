import type { Page, Site } from '@/generated/site';

// what validation warns outside (model/content-lint.ts)
export const descriptionRange = { min: 50, max: 160 } as const;

/** What `npm run validate` warns about a page's title or description, in the language edited. */
export interface TextWarning {
  field: 'title' | 'description';
  kind: 'length' | 'repeated';
  /** the other page with the same text */
  other?: string;
  length?: number;
}

/** The texts of `page` in `code` as validation reads them: the default language's as written, another's as translated. */
function textsIn(page: Page, code: string, language: string): { title?: string; description?: string } {
  if (code === language) return { title: page.title, description: page.description };
  const own = page.translations?.[code];
  return { title: own?.title, description: own?.description };
}

/**
 * The rules of model/content-lint.ts for the page at `index` in the language `code` (a long site is not linted on every
 * key): a description outside 50–160 characters, a title or description another published page has too.
 */
export function pageTextWarnings(site: Site, index: number, code: string): TextWarning[] {
  const page = site.pages[index];
  if (!page) return [];
  const warnings: TextWarning[] = [];
  const language = site.settings.language ?? 'en';
  const mine = textsIn(page, code, language);
  const length = mine.description?.length;
  if (length !== undefined && (length < descriptionRange.min || length > descriptionRange.max)) warnings.push({ field: 'description', kind: 'length', length });
  if (page.template === true) return warnings;
  for (const field of ['title', 'description'] as const) {
    const text = mine[field]?.trim().toLowerCase();
    if (!text) continue;
    const other = site.pages.find((item, i) => i !== index && item.template !== true && textsIn(item, code, language)[field]?.trim().toLowerCase() === text);
    if (other) warnings.push({ field, kind: 'repeated', other: other.path });
  }
  return warnings;
}

/** A warning in a marketer's words. */
export function textWarningWords(warning: TextWarning): string {
  if (warning.kind === 'length') return `The description is ${warning.length ?? 0} characters; search engines show 50 to 160.`;
  return `The page ${warning.other ?? ''} has the same ${warning.field}: search engines may show only one of the two.`;
}
