/** "Title | Site name", or the site name alone when the title is the site name. Used by the client and the prerender. */
export function documentTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}
