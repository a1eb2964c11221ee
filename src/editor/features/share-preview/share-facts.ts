import type { Image, Page, Site } from '@/generated/site';
import { documentTitle } from '@/shared/document-title';
import { localePath, localizeSite } from '@/shared/localize';
import { pageTextWarnings, type TextWarning } from '../../state/page-text-warnings';

/** A text as a search engine or a social site shows it: whole, or cut at a word before `limit` with an ellipsis. */
export interface CutText {
  text: string;
  shown: string;
  cut: boolean;
  /** characters, as validation counts them */
  length: number;
  limit: number;
}

// where search engines cut (by width, in fact): ~60 characters of a title, ~158 of a description
export const searchLimits = { title: 60, description: 158 } as const;
export function cutText(text: string, limit: number): CutText {
  const length = text.length;
  if (length <= limit) return { text, shown: text, cut: false, length, limit };
  const head = text.slice(0, limit - 1);
  const space = head.lastIndexOf(' ');
  const shown = `${(space > limit * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:–—-]+$/, '')}…`;
  return { text, shown, cut: true, length, limit };
}

export interface ShareFacts {
  /** the <title>: the page's title and the site's name */
  title: CutText;
  description: CutText | null;
  /** the page's address in the language edited */
  url: string;
  host: string;
  siteName: string;
  share: { title: string; description: string; image: Image | null; logo: Image | null };
  /** what `npm run validate` warns about these texts, in the language edited */
  warnings: TextWarning[];
}

type Localized = { settings: Site['settings']; pages: Page[] };

/** How the page at `index` shows in a search result and a shared link in the language `code`, as the publish writes its head (head.ts). */
export function shareFacts(site: Site, index: number, code: string): ShareFacts | null {
  const page = site.pages[index];
  if (!page) return null;
  const { settings } = site;
  const language = settings.language ?? 'en';
  const { settings: shown, pages } = localizeSite<Localized>({ settings, pages: [page] }, code);
  const own = pages[0]!;
  const siteUrl = (shown.siteUrl ?? '').replace(/\/+$/, '');
  const url = `${siteUrl}${localePath(own.path, code, language)}`;
  const fullTitle = documentTitle(own.title, shown.siteName);
  const description = own.description?.trim() ? own.description : undefined;
  const share = own.share ?? {};
  return {
    title: cutText(fullTitle, searchLimits.title),
    description: description === undefined ? null : cutText(description, searchLimits.description),
    url,
    host: hostOf(siteUrl),
    siteName: shown.siteName,
    share: { title: share.title?.trim() || fullTitle, description: share.description?.trim() || description || '', image: share.image ?? shown.shareImage ?? null, logo: shown.logo ?? null },
    warnings: pageTextWarnings(site, index, code),
  };
}

function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}
