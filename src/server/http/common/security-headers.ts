export interface SecurityOptions {
  /** SCRIPT_ORIGINS: the third-party origins the operator lets pages load scripts (a live chat's, an embed's) from */
  scriptOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of the site: everything from its own origin, plus the origins the operator listed in
 * SCRIPT_ORIGINS, never one the content names (an editor could publish any URL). Styles allow 'unsafe-inline'
 * because styled-components writes <style> elements (prerendered and at run time); scripts stay same-origin but for
 * the listed origins. The click-to-chat link is a plain link that opens a new tab, which no CSP directive governs.
 */
export function contentSecurityPolicy({ scriptOrigins = [] }: SecurityOptions = {}): string {
  const listed = [...scriptOrigins];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...listed],
    'style-src': ["'self'", "'unsafe-inline'", ...listed],
    'img-src': ["'self'", 'data:', ...listed],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...listed],
    'frame-src': listed.length ? listed : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Sent with every answer: without it a browser might run a file as another type than the one it is served as. */
export const noSniff = { 'x-content-type-options': 'nosniff' } as const;

/**
 * Files a page loads and no browser shows as a page: scripts, styles, fonts, raster images, media. They get
 * only `noSniff`: the policy headers have no effect on them, and on a page of 25 small files they would add
 * 20 KB of headers. Everything else (HTML, SVG, which can hold scripts, the server's own answers, redirects)
 * gets them all.
 */
export const isSubresource = (contentType: string) =>
  /^(text\/css|text\/javascript|application\/javascript|font\/|image\/(?!svg)|video\/|audio\/|application\/wasm)/.test(contentType);

/** Headers sent with every document the server answers. */
export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    ...noSniff,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * The headers of a document answered for a Host: the operator's script origins, except at the editor's own host
 * (EDITOR_HOST), whose pages share an origin with the editor's session and so run no third-party script at all.
 */
export function documentHeaders({ scriptOrigins = [], editorHost }: SecurityOptions & { editorHost?: string }): (host: string | undefined) => Record<string, string> {
  const site = securityHeaders({ scriptOrigins });
  const editor = securityHeaders();
  return (host) => (editorHost !== undefined && host?.toLowerCase() === editorHost ? editor : site);
}
