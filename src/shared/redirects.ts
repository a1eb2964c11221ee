// A redirect as site.json keeps it and as a release serves it: the contract between the content, the publish and the
// server (docs/decisions.md, "Pages that move safely").

/** One of site.json's `redirects`: `from` is a path of the default language, answered in every language. */
export interface Redirect {
  from: string;
  /** a path of the site (each language's own), or an https:// address; none for 410 */
  to?: string;
  status: 301 | 302 | 410;
  /** made by the publish that changed a page's path, or by hand */
  made: 'path-change' | 'hand';
  /** who made it and when (ISO), as the publish or the editor stamped it */
  by?: string;
  at?: string;
}

/** What a release serves: every path a redirect answers, each language's, to its target (null: 410 gone). */
export type RedirectTable = Record<string, { to: string | null; status: 301 | 302 | 410 }>;

/** The release's file of that table, beside its pages. */
export const redirectsFile = 'redirects.json';

/** What a publish does to the redirects: those its path changes make, and those a page took the path of. */
export interface RedirectChanges {
  added: Redirect[];
  removed: Redirect[];
}
