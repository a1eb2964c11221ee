import type { Image, Page, Share } from '../../../generated/site.ts';
import type { SiteShell } from '../../../content/site-types.ts';
import type { SiteFacts } from '../../../model/site-manifest.ts';
import { documentTitle } from '../../../shared/document-title.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { jsonInHtml } from '../../../shared/json-in-html.ts';
import { responsiveImage, type FirstScreenImage } from '../../../shared/responsive-image.ts';
import { parseMediaSrc, shareSize, shareSrc } from '../../../shared/media.ts';
import { defaultLocalePath, languagesOf, localePath } from '../../../shared/localize.ts';

export interface HeadInput {
  title: string;
  description?: string;
  /** path for the canonical URL; absent on the not-found page */
  path?: string;
  noindex?: boolean;
  /** how the page looks when its link is shared (the page's `share`): each part left out is the page's own */
  share?: Share;
}

/** The picture of a shared link: its absolute URL, its size when known, and its text. */
interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/**
 * The picture a shared link shows: the page's share image, else the site's, as its 1200 × 630 share variant when it
 * was uploaded (made with the other variants: media/variants.ts), as it is from public/; else the logo.
 */
function shareImageOf(settings: SiteShell['settings'], own: Image | undefined): ShareImage & { large: boolean } {
  const image = own ?? settings.shareImage;
  if (!image) return { url: `${settings.siteUrl}${settings.logo.src}`, large: false };
  const media = parseMediaSrc(image.src);
  const size = media ? shareSize : { width: image.width, height: image.height };
  return { url: `${settings.siteUrl}${media ? shareSrc(media) : image.src}`, ...size, alt: image.alt || undefined, large: true };
}

/** The <head> tags of a prerendered page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(site: SiteShell, { title, description, path, noindex = false, share }: HeadInput): string {
  const { settings } = site;
  const fullTitle = documentTitle(title, settings.siteName);
  const url = path === undefined ? undefined : `${settings.siteUrl}${path}`;
  const tags = [`<title>${escapeHtml(fullTitle)}</title>`];
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}" />`);
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  if (path !== undefined) tags.push(...alternateLinks(site, path));
  if (!url || noindex) tags.push('<meta name="robots" content="noindex" />');
  const shareTitle = share?.title ?? fullTitle;
  const shareDescription = share?.description ?? description;
  const image = shareImageOf(settings, share?.image);
  const og: [string, string | number | undefined][] = [
    ['og:type', 'website'],
    ['og:site_name', settings.siteName],
    ['og:title', shareTitle],
    ['og:description', shareDescription],
    ['og:url', url],
    ['og:image', image.url],
    ['og:image:width', image.width],
    ['og:image:height', image.height],
    ['og:image:alt', image.alt],
  ];
  for (const [property, content] of og) if (content) tags.push(`<meta property="${property}" content="${escapeHtml(String(content))}" />`);
  // a picture of its own draws the large card; the logo alone, the small one
  const twitter: [string, string | undefined][] = [
    ['twitter:card', image.large ? 'summary_large_image' : 'summary'],
    ['twitter:title', shareTitle],
    ['twitter:description', shareDescription],
    ['twitter:image', image.large ? image.url : undefined],
    ['twitter:image:alt', image.large ? image.alt : undefined],
  ];
  for (const [name, content] of twitter) if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  const { current, defaultLocale } = languagesOf(settings);
  if (path === '/' && current === defaultLocale) tags.push(organizationJsonLd(site));
  return tags.join('\n    ');
}

/** The page in every language of the site, and `x-default` (the default language's), for search engines. */
function alternateLinks(site: SiteShell, path: string): string[] {
  const { current, defaultLocale, codes } = languagesOf(site.settings);
  if (codes.length < 2) return [];
  const base = defaultLocalePath(path, current, defaultLocale);
  const link = (code: string, lang = code) => `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(site.settings.siteUrl + localePath(base, code, defaultLocale))}" />`;
  return [...codes.map((code) => link(code)), link(defaultLocale, 'x-default')];
}

/** schema.org Organization, on the home page, so search engines know the company's facts. */
export function organizationJsonLd(site: SiteShell): string {
  const { settings } = site;
  const { address } = settings.contact;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.company.name,
    url: settings.siteUrl,
    logo: `${settings.siteUrl}${settings.logo.src}`,
    foundingDate: String(settings.company.established),
    telephone: settings.contact.phone,
    email: settings.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
  };
  return `<script type="application/ld+json">${jsonInHtml(data)}</script>`;
}

export function pageHead(site: SiteShell, page: Pick<Page, 'title' | 'description' | 'path' | 'noindex' | 'share'>): string {
  return headTags(site, { title: page.title, description: page.description, path: page.path, noindex: page.noindex, share: page.share });
}

/**
 * The preload of the page's largest first-screen image (src/render/first-screen.ts decides which), so it starts with
 * the HTML: an uploaded image's AVIF variants with the <img>'s `sizes` (the browser picks the candidate its <picture>
 * will, and skips the preload if it has no AVIF), any other by its path; only where it is shown (`media`).
 */
export function imagePreload({ src, sizes, media }: FirstScreenImage): string {
  const responsive = responsiveImage(src);
  const image = responsive
    ? `as="image" type="image/avif" imagesrcset="${escapeHtml(responsive.avif)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(src)}" as="image"`;
  return `<link rel="preload" ${image}${media ? ` media="${escapeHtml(media)}"` : ''} fetchpriority="high" />`;
}

/** sitemap.xml of every indexable page (the default language's routes), in every language, each with its alternates. */
export function sitemap(site: SiteShell, { routes, noindex }: Pick<SiteFacts, 'routes' | 'noindex'>): string {
  const { defaultLocale, codes } = languagesOf(site.settings);
  const url = (route: string, code: string) => escapeHtml(site.settings.siteUrl + localePath(route, code, defaultLocale));
  const urls = routes
    .filter((route) => !noindex.includes(route))
    .flatMap((route) =>
      codes.map((code) => {
        if (codes.length < 2) return `  <url><loc>${url(route, code)}</loc></url>`;
        const alternates = codes.map((other) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(other)}" href="${url(route, other)}"/>`);
        return `  <url><loc>${url(route, code)}</loc>${alternates.join('')}</url>`;
      }),
    );
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${codes.length < 2 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteShell): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.settings.siteUrl}/sitemap.xml\n`;
}
