import { isIP } from 'node:net';
import path from 'node:path';
import { mailSettingsFromEnv, type MailSettings } from './mail-settings.ts';
import { parseScriptOrigins } from '../../model/script-origins.ts';

export interface RateLimitSettings {
  /** requests one client may send to the contact endpoint per window; 0 lifts the limit */
  max: number;
  windowMs: number;
}

/**
 * Which peers may name the client in X-Forwarded-For: none (false), the nearest n proxies when the nearest connects
 * from loopback or a private network (src/server/config/trust-proxy.ts), or exactly these addresses/CIDRs. Never any peer.
 */
export type TrustProxy = false | number | string[];

export interface ServerSettings {
  /** where the contact requests are stored with SQLite; created on first start */
  dataDir: string;
  /** postgres:// or postgresql:// URL: store in PostgreSQL instead of SQLite (several instances share it) */
  databaseUrl?: string;
  trustProxy: TrustProxy;
  rateLimit: RateLimitSettings;
  /** notification e-mails (SMTP_URL, NOTIFY_TO, MAIL_FROM); null: none are sent */
  mail: MailSettings | null;
  /** SCRIPT_ORIGINS: the only third-party origins the public site's CSP allows (a live chat's, an embed's) */
  scriptOrigins: string[];
}

export const defaultRateLimit: RateLimitSettings = { max: 10, windowMs: 60_000 };

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number ≥ 0, not "${value}"`);
  return number;
}

// what proxy-addr (Fastify's trustProxy) takes: an address, a CIDR, or one of its names of address ranges
const proxyEntry = (entry: string) => {
  const [address = '', bits, ...more] = entry.split('/');
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)) || (version === 4 && isIP(bits) === 4);
};

/** TRUST_PROXY: off, a hop count, or the proxies' addresses/CIDRs. `true` is refused: it would believe any peer. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
  if (text === 'true' || text === 'yes') {
    throw new Error(
      `TRUST_PROXY=${text} would believe X-Forwarded-For from any peer, so a client that reaches the server directly could name any address and never be rate-limited. Set it to the number of proxies in front of the server (1 for one nginx on this machine or the private network) or to the proxies' addresses or CIDRs, e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16.`,
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((part) => part.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !proxyEntry(entry));
  if (wrong.length > 0) throw new Error(`TRUST_PROXY must be a number of proxies or their addresses or CIDRs separated by commas; ${wrong.map((entry) => `"${entry}"`).join(', ')} is none of these.`);
  return entries;
}

/** The URL with its password masked, for logs and messages. */
export function redactedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

export function parseDatabaseUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not "${redactedDatabaseUrl(url)}"`);
  return url;
}


/** DATA_DIR, or ./data: where releases and the SQLite database live. */
export const dataDirFromEnv = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(env.DATA_DIR || 'data');

/** The server's settings from the environment: DATA_DIR, DATABASE_URL, TRUST_PROXY, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_S, SMTP_URL, NOTIFY_TO, MAIL_FROM, SCRIPT_ORIGINS. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return {
    dataDir: dataDirFromEnv(env),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      max: nonNegativeInteger('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, defaultRateLimit.max),
      windowMs: nonNegativeInteger('RATE_LIMIT_WINDOW_S', env.RATE_LIMIT_WINDOW_S, defaultRateLimit.windowMs / 1000) * 1000 || defaultRateLimit.windowMs,
    },
    mail: mailSettingsFromEnv(env),
    scriptOrigins: parseScriptOrigins(env.SCRIPT_ORIGINS),
  };
}
