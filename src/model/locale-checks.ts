import { pagePath } from '../shared/page-path.ts';
import { languageName } from '../shared/language-name.ts';
import type { ReservedPath } from './reserved-routes.ts';

type Loose = Record<string, unknown>;

/**
 * What the schema cannot say of the site's languages: the default language (settings.language) is the first of
 * settings.locales, and no page's path starts with another language's prefix (/hi/…), where that language's pages live.
 */
export function localeProblems(data: unknown): ReservedPath[] {
  const settings = (data as Loose | null)?.settings as Loose | undefined;
  const locales = Array.isArray(settings?.locales) ? (settings.locales as Loose[]) : undefined;
  if (!locales) return [];
  const codes = locales.map((locale) => locale?.code).filter((code): code is string => typeof code === 'string');
  const problems: ReservedPath[] = [];
  if (codes[0] !== settings?.language) {
    problems.push({ pointer: '/settings/locales', message: `must start with the default language "${String(settings?.language)}" (settings.language), then the others` });
  }
  if (codes.length > 1 && !settings?.interface) {
    problems.push({ pointer: '/settings', message: 'has no "interface": a site in more than one language lists the words of its controls there, to translate them like any text (docs/languages.md)' });
  }
  const pages = (data as Loose).pages;
  if (!Array.isArray(pages)) return problems;
  pages.forEach((page: Loose | null, index) => {
    if (typeof page?.path !== 'string') return;
    const route = pagePath(page.path).toLowerCase();
    const code = codes.filter((other) => other !== settings?.language).find((other) => route === `/${other.toLowerCase()}` || route.startsWith(`/${other.toLowerCase()}/`));
    if (code) problems.push({ pointer: `/pages/${index}/path`, message: `"${page.path}" is where the ${languageName(code)} pages live (/${code}/ and every path under it): give the page another path` });
  });
  return problems;
}
