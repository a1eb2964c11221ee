import type { FastifyRequest } from 'fastify';

export interface HostRules {
  /** the names the editor answers at, all the operator's: EDITOR_HOST alone, or SITE_HOSTS and this server's own addresses */
  hosts(): ReadonlySet<string>;
  /** told of a Host the editor refused (for the log) */
  refused?(host: string): void;
}

/** `host[:port]` names a server listening on `port` answers to on this computer. */
export function localHosts(port: number, listenHost?: string): string[] {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  if (listenHost && !['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(listenHost)) names.push(listenHost.includes(':') ? `[${listenHost}]` : listenHost);
  return names.flatMap((name) => (port === 80 || port === 443 ? [name, `${name}:${port}`] : [`${name}:${port}`]));
}

/** The Host of a URL as a browser sends it (no default port). */
export const hostOfUrl = (url: string): string | undefined => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * A log line the first time the editor refuses a Host: behind a proxy, or at a name the operator did not list, that
 * is the operator's to fix. At most 100 names, so a stream of made-up hosts cannot fill the log.
 */
export function refusedHostLog(log: (message: string) => void): (host: string) => void {
  const told = new Set<string>();
  return (host) => {
    if (told.has(host) || told.size >= 100) return;
    told.add(host);
    log(`/edit refused a request for the host "${host}": the editor answers only at the names the operator lists. If the site is served at that name (a domain, or behind a proxy that passes the visitor's Host), add it to SITE_HOSTS (comma-separated host[:port] names) and restart.`);
  };
}

/**
 * Why a request to the editor is refused (403), or undefined. Host must be one of the site's own names: a page
 * that rebinds its own name to this server (DNS rebinding) sends that name. A write must carry Origin equal to the
 * site's own origin; a read with a foreign Origin or a cross-site Sec-Fetch-Site is refused too.
 */
export function foreignRequest(request: FastifyRequest, rules: HostRules, kind: 'page' | 'read' | 'write'): string | undefined {
  const host = (request.headers.host ?? '').toLowerCase();
  if (!rules.hosts().has(host)) {
    rules.refused?.(host);
    return `The editor does not answer for the host "${host}". Set SITE_HOSTS to the names the site is served at.`;
  }
  // a link to /edit from an e-mail or a chat is a cross-site navigation: it gets the page, and its cookie stays home (SameSite=Strict)
  if (kind === 'page') return undefined;
  const write = kind === 'write';
  const origin = request.headers.origin;
  if (write && origin === undefined) return 'The editor accepts a change only from its own page: the Origin header is missing.';
  if (origin !== undefined && origin.toLowerCase() !== `${request.protocol}://${host}`) return `The editor refuses requests from ${origin}.`;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return `The editor refuses ${fetchSite} requests.`;
  return undefined;
}
