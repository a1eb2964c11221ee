import { escapeHtml } from './escape-html.ts';

interface ToolDocument {
  lang: string;
  title: string;
  /** the robots meta's content: these pages are for the team, never for a search engine */
  robots: 'noindex' | 'noindex, nofollow';
  /** the referrer meta's content, if the page sets one */
  referrer?: 'same-origin';
  /** more of the head, after the title: style sheets, preloads, a style */
  head: string;
  body: string;
}

/** The HTML page of one of the team's tools (the editor, its sign-in, the block catalog), its favicon the site's. */
export function toolDocument({ lang, title, robots, referrer, head, body }: ToolDocument): string {
  const referrerMeta = referrer ? `\n    <meta name="referrer" content="${referrer}" />` : '';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="${robots}" />${referrerMeta}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escapeHtml(title)}</title>
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}
