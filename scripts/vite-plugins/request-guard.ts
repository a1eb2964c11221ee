import type { IncomingMessage } from 'node:http';

/** The names the dev server answers to on this computer: what a browser sends as Host when it opened the editor. */
export function ownHosts(port: number): string[] {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  // A browser leaves the default port out of Host.
  return names.flatMap((name) => (port === 80 ? [name, `${name}:${port}`] : [`${name}:${port}`]));
}

// 127.0.0.0/8 and ::1, also as IPv4 inside IPv6 (a dual-stack socket reports them so).
const loopback = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

export interface GuardOptions {
  port: number;
  protocol?: 'http' | 'https';
  /** a request that writes or runs the validator must prove where it comes from with an Origin header */
  write: boolean;
}

/**
 * Why a request to the editor API is refused (403), or undefined when it comes from the editor page on this computer:
 * Host must be one of the dev server's own names (a DNS-rebinding page sends its own name), the connection must be
 * local, and Origin must be the page's own; cross-site pages cannot forge Origin.
 */
export function refusal(request: IncomingMessage, { port, protocol = 'http', write }: GuardOptions): string | undefined {
  const host = request.headers.host?.toLowerCase() ?? '';
  const hosts = ownHosts(port);
  if (!hosts.includes(host)) return `The editor API answers only at ${hosts.join(', ')}; this request names the host "${host}".`;
  if (!loopback.test(request.socket.remoteAddress ?? '')) return 'The editor API answers only requests from this computer.';
  const origin = request.headers.origin;
  if (write && origin === undefined) return 'The editor API accepts a POST only from the editor page: the Origin header is missing.';
  if (origin !== undefined && origin.toLowerCase() !== `${protocol}://${host}`) return `The editor API refuses requests from ${origin}: only the editor page at ${protocol}://${host} may use it.`;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return `The editor API refuses ${fetchSite} requests.`;
  return undefined;
}
