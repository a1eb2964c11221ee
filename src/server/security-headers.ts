export interface SecurityOptions {
  /** the origin of the live-chat widget's script (the build manifest's liveChatOrigin), when the site loads one */
  liveChatOrigin?: string | null;
}

/**
 * The Content-Security-Policy of the site: everything from its own origin, plus the live-chat widget's
 * origin when one is configured. Styles allow 'unsafe-inline' because styled-components writes <style>
 * elements (prerendered and at run time); scripts stay strictly same-origin. The click-to-chat link is a
 * plain link that opens a new tab, which no CSP directive governs.
 */
export function contentSecurityPolicy({ liveChatOrigin }: SecurityOptions = {}): string {
  const chat = liveChatOrigin ? [liveChatOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...chat],
    'style-src': ["'self'", "'unsafe-inline'", ...chat],
    'img-src': ["'self'", 'data:', ...chat],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...chat],
    'frame-src': chat.length ? chat : ["'none'"],
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
