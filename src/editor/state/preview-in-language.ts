import type { Page, Site } from '@/generated/site';
import { localePath, siteInLocale } from '@/shared/localize';
import { routeKeys } from './route-keys';

const keys = [...routeKeys];
type Shell = Omit<Site, 'pages'>;

// The last shell made, by the identity of its parts: the preview sends the shell again only when a part changed.
let lastShell: { code: string; parts: unknown[]; shell: Shell } | undefined;
const pages = new WeakMap<Page, { code: string; page: Page }>();

function shellIn(site: Site, code: string): Shell {
  const { pages: _pages, ...shell } = site;
  const parts = Object.values(shell);
  if (lastShell?.code === code && lastShell.parts.length === parts.length && lastShell.parts.every((part, index) => part === parts[index])) return lastShell.shell;
  const { pages: _none, ...localized } = siteInLocale({ ...shell, pages: [] }, code, keys);
  lastShell = { code, parts, shell: localized };
  return localized;
}

function pageIn(site: Site, page: Page, code: string): Page {
  const known = pages.get(page);
  if (known?.code === code) return known.page;
  const localized = siteInLocale({ settings: site.settings, pages: [page] }, code, keys).pages[0]!;
  pages.set(page, { code, page: localized });
  return localized;
}

/**
 * What the preview shows of page `path` in language `code` (the site as it is in the default language, or without one): the site's shell and that page (only) as the language's
 * pages show them (siteInLocale: its texts, its paths under /CODE), at the page's path in that language. A part that
 * did not change keeps its object, so the preview redraws what changed only.
 */
export function previewInLanguage(site: Site, path: string, code: string | undefined): { site: Site; path: string } {
  const defaultCode = site.settings.language;
  if (code === undefined || code === defaultCode) return { site, path };
  const page = site.pages.find((candidate) => candidate.path === path);
  const shell = shellIn(site, code);
  return { site: { ...shell, pages: page ? [pageIn(site, page, code)] : [] } as Site, path: localePath(path, code, defaultCode) };
}
