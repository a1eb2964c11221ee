// What the server counts of visitors' requests, as the editor's Redirects view reads it (docs/editor-api.md).

/** A redirected path and how often it was asked for. */
export interface RedirectHits {
  path: string;
  hits: number;
  /** ISO time of the last request */
  lastHit: string;
}

/** A path visitors asked for and did not find: no IP, no query string, only the host of the site that linked to it. */
export interface NotFoundPath {
  path: string;
  count: number;
  firstAt: string;
  lastAt: string;
  /** the host of the last page that linked to it, or null */
  referrer: string | null;
  /** hidden from the list (a bot's probe), and counted still */
  hidden: boolean;
}
