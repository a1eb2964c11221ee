/** The page path a URL path names: `/faq/` is `/faq`; `/` stays `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}
