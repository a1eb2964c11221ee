import type { IncomingHttpHeaders } from 'node:http';
import type { Device } from '../../../shared/insights.ts';

/** a source, utm value or host longer than this is cut: what a visitor sends is theirs to make as long as they like */
export const sourceMax = 100;

// the host of an http(s) Referer, without a user name or port
const refererHost = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]{1,253})/i;
// C0 and C1 controls and the invisible marks that reorder or hide text
const hidden = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A header or request line as the bytes it came in read as UTF-8 (Node reads them as Latin-1), what is not UTF-8 replaced. */
export const utf8Of = (raw: string): string => (/[\u0080-\u00ff]/.test(raw) && !/[\u0100-\uffff]/.test(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw);

/** Text as a person reads it: controls and invisible marks removed, cut to `max` characters, never within one. */
export function cleanText(value: string, max = sourceMax): string {
  const text = value.replace(hidden, '').trim();
  return text.length <= max ? text : Array.from(text).slice(0, max).join('');
}

export interface VisitSource {
  /** the referring site's host, '' when none or the site itself ("Direct") */
  source: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: Device;
}

/** Where a page view came from and on what: the Referer's host, the utm_* of the query, the device class. */
export function visitSource({ url, headers }: { url: string; headers: IncomingHttpHeaders }): VisitSource {
  const host = (headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const referrer = refererHost.exec(utf8Of(headers.referer ?? ''))?.[1]?.toLowerCase() ?? '';
  const at = url.indexOf('?');
  // %FF and other escapes that are not UTF-8 become U+FFFD here
  const query = at === -1 ? undefined : new URLSearchParams(utf8Of(url.slice(at + 1)));
  const utm = (name: string) => cleanText(query?.get(name) ?? '');
  return {
    source: referrer === host ? '' : cleanText(referrer),
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
    device: deviceOf(headers['user-agent'] ?? ''),
  };
}

/** The device class of a browser string: a tablet (iPad, Tablet, Android without Mobile), a phone, else a desktop. */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 'phone';
  return 'desktop';
}
